import type { LoginInput } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { signIn } from '../../../lib/session/session-actions.ts';
import { useAction } from '../../../lib/use-action.ts';

export function login(input: LoginInput) {
  return callEndpoint(endpoints.login, { body: input });
}

/** POST auth/login, then the session is stored and permissions and settings are loaded. */
export async function loginAndSignIn(input: LoginInput) {
  const response = await login(input);
  await signIn(response);
  return response;
}

export function useLogin() {
  return useAction(loginAndSignIn);
}
