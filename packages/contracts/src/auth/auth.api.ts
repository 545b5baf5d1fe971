import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  permissionsResponseSchema,
  resetPasswordInputSchema,
  userAuthResponseSchema,
} from './auth.schemas.ts';

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Accesso con email e password',
  body: loginInputSchema,
  response: loginResponseSchema,
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Uscita: revoca il token',
  response: messageResponseSchema,
});

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/password/forgot',
  summary: 'Invia il link per reimpostare la password',
  body: forgotPasswordInputSchema,
  response: messageResponseSchema,
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset',
  summary: 'Reimposta la password con il codice ricevuto',
  body: resetPasswordInputSchema,
  response: messageResponseSchema,
});

export const userAuthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/auth',
  summary: 'Utente collegato',
  response: userAuthResponseSchema,
});

export const permissionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/permissions',
  summary: 'Permessi dell’utente collegato',
  response: permissionsResponseSchema,
});

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Stato del servizio e del database',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
