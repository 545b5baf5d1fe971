import { z } from 'zod';
import { messageResponseSchema } from '../auth/auth.schemas.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import {
  acceptInvitationInputSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  invitationStatusSchema,
  inviteUserInputSchema,
  updateAdminUserInputSchema,
} from './users.schemas.ts';

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** An administration action's answer: the user as it is now and the Italian message to toast. */
export const adminUserActionResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserActionResponse = z.infer<typeof adminUserActionResponseSchema>;

const PATH = '/admin/users';

/** Every /admin/users call needs `manage_users`. */
export const listAdminUsersEndpoint = defineEndpoint({
  operationId: 'listAdminUsers',
  method: 'GET',
  path: PATH,
  summary: 'Utenti (paginato; ricerca su nome, cognome ed email; filtri gruppo e stato)',
  query: adminUserListQuerySchema,
  response: adminUserPageSchema,
});

export const getAdminUserEndpoint = defineEndpoint({
  operationId: 'getAdminUser',
  method: 'GET',
  path: `${PATH}/:id`,
  summary: 'Un utente',
  response: adminUserResponseSchema,
});

export const inviteUserEndpoint = defineEndpoint({
  operationId: 'inviteUser',
  method: 'POST',
  path: PATH,
  summary: 'Invita un utente: crea l’account e gli invia il link per scegliere la password (valido 7 giorni)',
  body: inviteUserInputSchema,
  response: adminUserActionResponseSchema,
});

export const updateAdminUserEndpoint = defineEndpoint({
  operationId: 'updateAdminUser',
  method: 'PUT',
  path: `${PATH}/:id`,
  summary: 'Modifica nome, cognome, email e gruppo (409 se updated_at non è più quello attuale)',
  body: updateAdminUserInputSchema,
  response: adminUserActionResponseSchema,
});

const action = (operationId: string, suffix: string, summary: string) =>
  defineEndpoint({
    operationId,
    method: 'POST',
    path: `${PATH}/:id/${suffix}`,
    summary,
    response: adminUserActionResponseSchema,
  });

export const resendInvitationEndpoint = action(
  'resendInvitation',
  'invitation',
  'Invia di nuovo l’invito (i link precedenti non valgono più)',
);
export const deactivateUserEndpoint = action(
  'deactivateUser',
  'deactivate',
  'Disattiva l’utente e chiude subito le sue sessioni',
);
export const activateUserEndpoint = action('activateUser', 'activate', 'Riattiva l’utente');
export const banUserEndpoint = action('banUser', 'ban', 'Blocca l’utente e chiude subito le sue sessioni');
export const unbanUserEndpoint = action('unbanUser', 'unban', 'Sblocca l’utente');
export const sendUserPasswordResetEndpoint = action(
  'sendUserPasswordReset',
  'password-reset',
  'Invia all’utente il link per reimpostare la password',
);

/** Public: whether an invitation code is still usable, and the invitee's name. */
export const invitationStatusEndpoint = defineEndpoint({
  operationId: 'invitationStatus',
  method: 'GET',
  path: '/auth/invitation/:code',
  summary: 'Verifica un link di invito',
  response: invitationStatusSchema,
});

/** Public: accepts an invitation, setting the password (the code works once and for 7 days). */
export const acceptInvitationEndpoint = defineEndpoint({
  operationId: 'acceptInvitation',
  method: 'POST',
  path: '/auth/invitation/accept',
  summary: 'Accetta un invito scegliendo la password',
  body: acceptInvitationInputSchema,
  response: messageResponseSchema,
});
