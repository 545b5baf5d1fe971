import {
  type AcceptInvitationInput,
  acceptInvitationEndpoint,
  invitationStatusEndpoint,
} from '@officina/contracts';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

/** What the set-password page knows of its link: still checking, usable (with the name), or not. */
export type InvitationCheck = { state: 'loading' } | { state: 'valid'; name: string } | { state: 'invalid' };

/** GET /auth/invitation/:code, once per code (a public page: no query client). */
export function useInvitationStatus(code: string): InvitationCheck {
  const [check, setCheck] = useState<InvitationCheck>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setCheck({ state: 'loading' });
    callEndpoint(invitationStatusEndpoint, {
      params: { code },
      handleErrors: false,
      signal: controller.signal,
    }).then(
      (status) => setCheck(status.valid ? { state: 'valid', name: status.name } : { state: 'invalid' }),
      () => {
        if (!controller.signal.aborted) setCheck({ state: 'invalid' });
      },
    );
    return () => controller.abort();
  }, [code]);
  return check;
}

export function acceptInvitation(input: AcceptInvitationInput) {
  return callEndpoint(acceptInvitationEndpoint, { body: input });
}

/** POST /auth/invitation/accept: the code and the chosen password (400 toasted when the link is spent). */
export function useAcceptInvitation() {
  return useAction(acceptInvitation);
}
