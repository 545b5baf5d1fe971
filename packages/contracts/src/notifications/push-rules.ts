import { z } from 'zod';

/**
 * The spec's push rules (SPEC §4, §5, §9), shared by the web app's push client and the server's
 * device API so both refuse the same input with the same Italian message.
 */

/** SDK version the device API speaks (the hosted provider's web SDK 1.1.0). */
export const PUSH_SDK_VERSION = '1.1.0';
/** The instance id in the device API's paths (`/device_api/v1/instances/officina/...`). */
export const PUSH_INSTANCE_ID = 'officina';
/** The interest every web device of the app joins: `{product}-web`. */
export const PUSH_WEB_INTEREST = 'officina-web';
/** Where the service worker is served (the SDK registers it there too). */
export const PUSH_SERVICE_WORKER_PATH = '/service-worker.js';
/** The device API's base, under /api: the SDK's `endpointOverride` is origin + this. */
export const PUSH_DEVICE_API_BASE = '/push';

export const PUSH_INTEREST_MAX_LENGTH = 164;
export const PUSH_INTERESTS_MAX = 5000;
/** Letters, digits and `_ - = @ , . ;` only. */
export const PUSH_INTEREST_PATTERN = /^[A-Za-z0-9_\-=@,.;]+$/;

/** The client module's registration states (SPEC §4). */
export const PUSH_STATES = [
  'PERMISSION_PROMPT_REQUIRED',
  'PERMISSION_GRANTED_NOT_REGISTERED',
  'PERMISSION_GRANTED_REGISTERED',
  'PERMISSION_DENIED',
] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** What each state means to the person, in Profile. */
export const PUSH_STATE_LABELS: Record<PushState, string> = {
  PERMISSION_PROMPT_REQUIRED: 'Notifiche push non attive: il browser chiederà il permesso',
  PERMISSION_GRANTED_NOT_REGISTERED: 'Permesso concesso, ma questo browser non è registrato',
  PERMISSION_GRANTED_REGISTERED: 'Notifiche push attive su questo browser',
  PERMISSION_DENIED: 'Notifiche bloccate nelle impostazioni del browser',
};

export const pushMessages = {
  interestRequired: 'Il nome dell’interesse è obbligatorio',
  interestTooLong: `Il nome dell’interesse può avere al massimo ${PUSH_INTEREST_MAX_LENGTH} caratteri`,
  interestCharacters: 'Il nome dell’interesse può contenere solo lettere, numeri e i caratteri _ - = @ , . ;',
  interestsTooMany: `Al massimo ${PUSH_INTERESTS_MAX} interessi`,
  interestsNotList: 'Gli interessi devono essere un elenco',
  userIdRequired: 'L’identificativo utente non può essere vuoto',
  userIdChange: 'L’identificativo utente di questo dispositivo non si può cambiare',
} as const;

/** One interest name: the message of the first rule it breaks, or null when valid. */
export function interestProblem(interest: unknown): string | null {
  if (interest === undefined || interest === null || interest === '') return pushMessages.interestRequired;
  if (typeof interest !== 'string') return pushMessages.interestCharacters;
  if (interest.length > PUSH_INTEREST_MAX_LENGTH) return pushMessages.interestTooLong;
  if (!PUSH_INTEREST_PATTERN.test(interest)) return pushMessages.interestCharacters;
  return null;
}

export const pushInterestSchema = z
  .string({ error: pushMessages.interestRequired })
  .superRefine((value, ctx) => {
    const problem = interestProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A whole set: at most 5000 names (before removing duplicates), each valid; answers them deduplicated. */
export const pushInterestsSchema = z
  .array(pushInterestSchema, { error: pushMessages.interestsNotList })
  .max(PUSH_INTERESTS_MAX, pushMessages.interestsTooMany)
  .transform((interests) => [...new Set(interests)]);

/** A push user id: a non-empty string (our users' numeric ids as text). */
export const pushUserIdSchema = z
  .string({ error: pushMessages.userIdRequired })
  .min(1, pushMessages.userIdRequired)
  .max(64, pushMessages.userIdRequired);
