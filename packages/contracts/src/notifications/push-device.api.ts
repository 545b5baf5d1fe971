import { z } from 'zod';
import { alertSchema } from '../common/api-error.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  PUSH_DEVICE_API_BASE,
  pushInterestSchema,
  pushInterestsSchema,
  pushUserIdSchema,
} from './push-rules.ts';

/**
 * The push device API (SPEC §7): the hosted provider's web device API, served by us under
 * `/api/push` so that its own web SDK (`endpointOverride: origin + '/api/push'`) and our push
 * client both speak to it unchanged. Public routes: the device id is the device's credential; only
 * setting the device's user needs the short-lived token of `GET /notifications/beams-auth`.
 */

export const pushDeviceMessages = {
  instanceNotFound: 'Istanza push sconosciuta',
  deviceNotFound: 'Dispositivo push non trovato',
  tokenRequired: 'Il token del dispositivo è obbligatorio',
  tokenInvalid: 'Il token del dispositivo non è una sottoscrizione push valida',
  endpointRefused: 'L’indirizzo del servizio push non è ammesso: serve https verso un indirizzo pubblico',
  sdkVersionRequired: 'La versione dell’SDK è obbligatoria',
  userIdNotYours: 'Puoi chiedere il token push solo per il tuo utente',
  authTokenInvalid: 'Token push non valido o scaduto: accedi di nuovo',
} as const;

const API = `${PUSH_DEVICE_API_BASE}/device_api/v1/instances/:instanceId`;
const DEVICE = `${API}/devices/web/:deviceId`;

export const pushInstanceParamsSchema = z.object({ instanceId: z.string().max(100) });
export const pushDeviceParamsSchema = pushInstanceParamsSchema.extend({ deviceId: z.string().max(100) });
export const pushDeviceInterestParamsSchema = pushDeviceParamsSchema.extend({ interest: pushInterestSchema });

/**
 * An error of the device API: our toast body (`alert`) plus the provider's `{ error, description }`,
 * which its SDK reads (validation errors keep `message`/`errors` and gain the same two fields).
 */
export const pushErrorBodySchema = z.object({
  alert: alertSchema.optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.string().optional(),
  description: z.string().optional(),
});
export type PushErrorBody = z.infer<typeof pushErrorBodySchema>;

export const pushVapidPublicKeyResponseSchema = z.object({
  /** The server's VAPID public key, base64url (the browser's `applicationServerKey`). */
  vapidPublicKey: z.string(),
});

const sdkVersionSchema = z
  .string({ error: pushDeviceMessages.sdkVersionRequired })
  .min(1, pushDeviceMessages.sdkVersionRequired)
  .max(32, pushDeviceMessages.sdkVersionRequired);

export const pushDeviceMetadataSchema = z.object({ sdkVersion: sdkVersionSchema });
export type PushDeviceMetadata = z.infer<typeof pushDeviceMetadataSchema>;

export const registerPushDeviceInputSchema = z.object({
  /** `btoa(JSON.stringify(pushSubscription))`: `{ endpoint, keys: { p256dh, auth } }`. */
  token: z
    .string({ error: pushDeviceMessages.tokenRequired })
    .min(1, pushDeviceMessages.tokenRequired)
    .max(8192, pushDeviceMessages.tokenInvalid),
  metadata: pushDeviceMetadataSchema,
});
export type RegisterPushDeviceInput = z.infer<typeof registerPushDeviceInputSchema>;

export const pushDeviceIdResponseSchema = z.object({ id: z.string() });
export const pushEmptyResponseSchema = z.object({});
export const pushInterestsBodySchema = z.object({ interests: pushInterestsSchema });
export const pushInterestsResponseSchema = z.object({ interests: z.array(z.string()) });

export const pushVapidPublicKeyEndpoint = defineEndpoint({
  operationId: 'pushVapidPublicKey',
  method: 'GET',
  path: `${API}/web-vapid-public-key`,
  summary: 'Chiave pubblica VAPID del server (Web Push)',
  response: pushVapidPublicKeyResponseSchema,
});

export const registerPushDeviceEndpoint = defineEndpoint({
  operationId: 'registerPushDevice',
  method: 'POST',
  path: `${API}/devices/web`,
  summary: 'Registra un browser (sottoscrizione Web Push): risponde il suo id',
  body: registerPushDeviceInputSchema,
  response: pushDeviceIdResponseSchema,
});

export const updatePushDeviceMetadataEndpoint = defineEndpoint({
  operationId: 'updatePushDeviceMetadata',
  method: 'PUT',
  path: `${DEVICE}/metadata`,
  summary: 'Aggiorna la versione dell’SDK del dispositivo',
  body: pushDeviceMetadataSchema,
  response: pushEmptyResponseSchema,
});

export const deletePushDeviceEndpoint = defineEndpoint({
  operationId: 'deletePushDevice',
  method: 'DELETE',
  path: DEVICE,
  summary: 'Elimina il dispositivo (non riceve più notifiche)',
  response: pushEmptyResponseSchema,
});

export const addPushDeviceInterestEndpoint = defineEndpoint({
  operationId: 'addPushDeviceInterest',
  method: 'POST',
  path: `${DEVICE}/interests/:interest`,
  summary: 'Aggiunge un interesse al dispositivo',
  response: pushEmptyResponseSchema,
});

export const removePushDeviceInterestEndpoint = defineEndpoint({
  operationId: 'removePushDeviceInterest',
  method: 'DELETE',
  path: `${DEVICE}/interests/:interest`,
  summary: 'Toglie un interesse dal dispositivo',
  response: pushEmptyResponseSchema,
});

export const setPushDeviceInterestsEndpoint = defineEndpoint({
  operationId: 'setPushDeviceInterests',
  method: 'PUT',
  path: `${DEVICE}/interests`,
  summary: 'Sostituisce gli interessi del dispositivo (al massimo 5000, senza doppioni)',
  body: pushInterestsBodySchema,
  response: pushEmptyResponseSchema,
});

export const getPushDeviceInterestsEndpoint = defineEndpoint({
  operationId: 'getPushDeviceInterests',
  method: 'GET',
  path: `${DEVICE}/interests`,
  summary: 'Interessi del dispositivo',
  response: pushInterestsResponseSchema,
});

/** Needs `Authorization: Bearer <token of beams-auth>`; the user, once set, can't change. */
export const setPushDeviceUserEndpoint = defineEndpoint({
  operationId: 'setPushDeviceUser',
  method: 'PUT',
  path: `${DEVICE}/user`,
  summary: 'Associa il dispositivo all’utente del token push',
  response: pushEmptyResponseSchema,
});

/** The provider's service worker reports deliveries and opens here, best effort: accepted, ignored. */
export const pushReportingEventsEndpoint = defineEndpoint({
  operationId: 'pushReportingEvents',
  method: 'POST',
  path: `${PUSH_DEVICE_API_BASE}/reporting_api/v2/instances/:instanceId/events`,
  summary: 'Eventi di consegna e apertura del service worker (accettati e ignorati)',
  response: z.null(),
});

export const beamsAuthQuerySchema = z.object({ user_id: pushUserIdSchema });
export const beamsAuthResponseSchema = z.object({
  /** Short-lived (10 minutes) token for `PUT …/devices/web/:deviceId/user`. */
  token: z.string(),
});

/** SPEC §7: the push token of the signed-in user; 403 for any other user id. */
export const beamsAuthEndpoint = defineEndpoint({
  operationId: 'beamsAuth',
  method: 'GET',
  path: '/notifications/beams-auth',
  summary: 'Token push dell’utente collegato (per associargli il dispositivo)',
  query: beamsAuthQuerySchema,
  response: beamsAuthResponseSchema,
});
