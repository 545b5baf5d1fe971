import { z } from 'zod';

/**
 * Error bodies (docs/modules/core.md, "Errors"):
 * - 401 `{ error, message? }` with a machine code;
 * - 400/403/404/409/413/419/429 `{ alert: { message, type } }` to toast;
 * - 422 `{ message, errors: { field: [messages] } }`.
 */
export const authErrorCodeSchema = z.enum([
  'invalid_credentials',
  'could_not_create_token',
  'user_inactive',
  'user_is_banned',
  'token_expired',
  'token_not_provided',
  'invalid_token',
]);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;

export const alertTypeSchema = z.enum(['info', 'success', 'warning', 'error']);
export type AlertType = z.infer<typeof alertTypeSchema>;

export const alertSchema = z.object({
  message: z.string(),
  type: alertTypeSchema.optional(),
  timeout: z.number().int().positive().optional(),
});
export type Alert = z.infer<typeof alertSchema>;

export const authErrorBodySchema = z.object({
  error: authErrorCodeSchema,
  message: z.string().optional(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export const alertErrorBodySchema = z.object({ alert: alertSchema });
export type AlertErrorBody = z.infer<typeof alertErrorBodySchema>;

export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Italian messages shared by server and web. */
export const errorMessages = {
  generic: 'Errore',
  notFound: 'Risorsa non trovata.',
  forbidden: 'Non hai i permessi per questa operazione.',
  invalidInput: 'I dati inviati non sono validi.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  xsrf: 'Sessione della pagina scaduta: ricarica la pagina e riprova.',
  rateLimited: 'Troppi tentativi. Riprova tra qualche minuto.',
  conflict: 'Il record è stato modificato da un altro utente. Ricarica e riprova.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  unavailable: 'Servizio momentaneamente non disponibile, riprova tra poco',
  tokenExpired: 'Token has expired',
  tokenNotProvided: 'Token not provided',
  invalidToken: 'Token non valido.',
  invalidCredentials: 'Credenziali errate',
  userInactive: 'Utente non attivo',
  userBanned: 'Utente bloccato',
} as const;
