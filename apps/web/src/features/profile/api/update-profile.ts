import type { UpdateProfileInput } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { authUserQueryOptions } from '../../../lib/session/session-api.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

export function updateProfile(input: UpdateProfileInput, options: { loading?: boolean } = {}) {
  return callEndpoint(endpoints.updateProfile, { body: input, ...options });
}

/** PUT user/profile; `background` saves (the theme switch) skip the loading overlay. */
export function useUpdateProfile({ background = false }: { background?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input, background ? { loading: false } : {}),
    onSuccess: (data) => {
      useSessionStore.getState().setUser(data.user);
      queryClient.setQueryData(authUserQueryOptions().queryKey, data);
    },
  });
}
