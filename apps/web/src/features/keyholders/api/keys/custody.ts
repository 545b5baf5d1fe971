import {
  checkinKeyEndpoint,
  checkoutKeyEndpoint,
  type KeyCheckinInput,
  type KeyCheckoutInput,
  type KeyResponse,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { keyKeys } from '../../../../lib/entities/keys.ts';

/** After a check-out or check-in: the key as answered, then the register, loans and history afresh. */
function useAfterCustody() {
  const queryClient = useQueryClient();
  return (data: KeyResponse) => {
    queryClient.setQueryData(keyKeys.detail(data.key.id), data);
    return queryClient.invalidateQueries({ queryKey: keyKeys.all });
  };
}

/** POST /keyholders/keys/:id/checkout: 409 (the copy is out) and 422 are answered by the dialog. */
export function useCheckoutKey(id: number) {
  const onSuccess = useAfterCustody();
  return useMutation({
    mutationFn: (input: KeyCheckoutInput) =>
      callEndpoint(checkoutKeyEndpoint, { params: { id }, body: input, handleErrors: false }),
    onSuccess,
  });
}

/** POST /keyholders/keys/:id/checkin: 409 (the copy is not out) and 422 are answered by the dialog. */
export function useCheckinKey(id: number) {
  const onSuccess = useAfterCustody();
  return useMutation({
    mutationFn: (input: KeyCheckinInput) =>
      callEndpoint(checkinKeyEndpoint, { params: { id }, body: input, handleErrors: false }),
    onSuccess,
  });
}
