import { beamsAuthEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import type { PushTokenProvider } from './push-client.ts';
import { PushError, pushClientMessages } from './push-messages.ts';
import { pushErrorMessage } from './push-request.ts';

/**
 * The token provider of the signed-in session (SPEC §7; a token only for the user's own id, 403 otherwise): GET /api/notifications/beams-auth?user_id= with the
 * session's bearer, quietly (no loading overlay, no toast: the caller shows the failure).
 */
export const sessionTokenProvider: PushTokenProvider = {
  async fetchToken(userId: string) {
    let answer: { token?: unknown } | null;
    try {
      answer = await callEndpoint(beamsAuthEndpoint, {
        query: { user_id: userId },
        handleErrors: false,
        loading: false,
      });
    } catch (error) {
      if (isApiError(error)) {
        throw new PushError(
          error.status === 0 ? pushClientMessages.network : pushErrorMessage(error.status, error.body),
          error.status,
        );
      }
      throw error;
    }
    if (typeof answer?.token !== 'string' || answer.token === '')
      throw new PushError(pushClientMessages.badAnswer);
    return { token: answer.token };
  },
};
