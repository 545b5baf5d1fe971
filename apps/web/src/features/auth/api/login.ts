import type { LoginInput } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { signIn } from '../../../lib/session/session-actions.ts';

export function login(input: LoginInput) {
  return callEndpoint(endpoints.login, { body: input });
}

/** POST auth/login, then the session is stored and permissions and settings are loaded. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const response = await login(input);
      await signIn(response);
      return response;
    },
  });
}
