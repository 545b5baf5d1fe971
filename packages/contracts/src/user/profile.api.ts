import { z } from 'zod';
import { messageResponseSchema, userAuthResponseSchema } from '../auth/auth.schemas.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';

/** A new sign-in e-mail; the current password confirms it is the user asking. */
export const changeEmailInputSchema = z.object({
  email: z
    .string({ error: 'Inserisci l’e-mail' })
    .trim()
    .max(254, 'Al massimo 254 caratteri')
    .email('Inserisci un indirizzo e-mail valido'),
  current_password: z
    .string({ error: 'Inserisci la password attuale' })
    .min(1, 'Inserisci la password attuale')
    .max(1024),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** Largest profile picture accepted (bytes of the file). */
export const AVATAR_MAX_BYTES = 256 * 1024;
/** Picture types accepted, recognised by content. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** One signed-in browser of mine. `id` is opaque (never the token's own id). */
export const userSessionSchema = z.object({
  id: z.string(),
  created_at: instantSchema,
  expires_at: instantSchema,
  /** The browser's User-Agent at sign-in, as sent (the web app summarises it). */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

export const avatarResponseSchema = z.object({
  has_avatar: z.boolean(),
  updated_at: instantSchema.nullable(),
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const changeEmailEndpoint = defineEndpoint({
  operationId: 'changeEmail',
  method: 'PUT',
  path: '/user/email',
  summary: 'Cambia l’e-mail di accesso (serve la password attuale)',
  body: changeEmailInputSchema,
  response: userAuthResponseSchema,
});

export const myAvatarEndpoint = defineEndpoint({
  operationId: 'myAvatar',
  method: 'GET',
  path: '/user/avatar',
  summary: 'Se ho una foto profilo, e quando è cambiata',
  response: avatarResponseSchema,
});

export const uploadAvatarEndpoint = defineEndpoint({
  operationId: 'uploadAvatar',
  method: 'PUT',
  path: '/user/avatar',
  summary: 'Carica la foto profilo (multipart/form-data, campo file: PNG, JPEG o WebP, al massimo 256 KB)',
  response: avatarResponseSchema,
});

export const deleteAvatarEndpoint = defineEndpoint({
  operationId: 'deleteAvatar',
  method: 'DELETE',
  path: '/user/avatar',
  summary: 'Rimuove la foto profilo',
  response: avatarResponseSchema,
});

export const userAvatarEndpoint = defineEndpoint({
  operationId: 'userAvatar',
  method: 'GET',
  path: '/users/:id/avatar',
  summary: 'La foto profilo di un utente (immagine); 404 se non ne ha una',
  response: z.string().describe('immagine PNG, JPEG o WebP'),
});

export const mySessionsEndpoint = defineEndpoint({
  operationId: 'mySessions',
  method: 'GET',
  path: '/user/sessions',
  summary: 'Le mie sessioni attive',
  response: userSessionsResponseSchema,
});

export const revokeMySessionEndpoint = defineEndpoint({
  operationId: 'revokeMySession',
  method: 'DELETE',
  path: '/user/sessions/:id',
  summary: 'Chiude una delle mie sessioni; 404 se non è mia o è già chiusa',
  response: messageResponseSchema,
});

export const revokeOtherSessionsEndpoint = defineEndpoint({
  operationId: 'revokeOtherSessions',
  method: 'POST',
  path: '/user/sessions/revoke-others',
  summary: 'Esce da tutti gli altri dispositivi (resta attiva questa sessione)',
  response: messageResponseSchema,
});
