import { setTodoStateEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { refreshAfterTodoChange } from './refresh.ts';

export function setTodoState(id: number, stateId: number) {
  return callEndpoint(setTodoStateEndpoint, { params: { id }, body: { state_id: stateId }, loading: false });
}

/** PUT /todos/:id/state (board drag, "Sposta in…"); into a closed state it completes the to-do. */
export function useSetTodoState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stateId }: { id: number; stateId: number }) => setTodoState(id, stateId),
    onSettled: () => refreshAfterTodoChange(queryClient),
  });
}
