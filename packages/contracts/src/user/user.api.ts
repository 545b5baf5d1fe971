import { messageResponseSchema, userAuthResponseSchema } from '../auth/auth.schemas.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { changePasswordInputSchema, updateProfileInputSchema } from './user.schemas.ts';

export const updateProfileEndpoint = defineEndpoint({
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/user/profile',
  summary: 'Aggiorna nome, cognome e tema',
  body: updateProfileInputSchema,
  response: userAuthResponseSchema,
});

export const changePasswordEndpoint = defineEndpoint({
  operationId: 'changePassword',
  method: 'PUT',
  path: '/user/password',
  summary: 'Cambia la password (serve quella attuale)',
  body: changePasswordInputSchema,
  response: messageResponseSchema,
});
