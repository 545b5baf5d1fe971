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
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  summary: 'Accesso con email e password',
  body: loginInputSchema,
  response: loginResponseSchema,
});

export const logoutEndpoint = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Uscita: revoca il token',
  response: messageResponseSchema,
});

export const forgotPasswordEndpoint = defineEndpoint({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/auth/password/forgot',
  summary: 'Invia il link per reimpostare la password',
  body: forgotPasswordInputSchema,
  response: messageResponseSchema,
});

export const resetPasswordEndpoint = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/password/reset',
  summary: 'Reimposta la password con il codice ricevuto',
  body: resetPasswordInputSchema,
  response: messageResponseSchema,
});

export const userAuthEndpoint = defineEndpoint({
  operationId: 'userAuth',
  method: 'GET',
  path: '/user/auth',
  summary: 'Utente collegato',
  response: userAuthResponseSchema,
});

export const permissionsEndpoint = defineEndpoint({
  operationId: 'permissions',
  method: 'GET',
  path: '/user/permissions',
  summary: 'Permessi dell’utente collegato',
  response: permissionsResponseSchema,
});

export const healthEndpoint = defineEndpoint({
  operationId: 'health',
  method: 'GET',
  path: '/health',
  summary: 'Stato del servizio: database, Redis (se configurato) e archivio dei file',
  // 503 (an alert naming what is down) when the database does not answer within 2 s: the instance
  // cannot serve. Redis or the file store down: 200 `degraded`, the dependency `down` and an Italian
  // `message` — the instance still serves (see docs/OPERATIONS.md#health).
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.literal('ok'),
    storage: z.enum(['ok', 'down']),
    redis: z.enum(['ok', 'down']).optional(),
    message: z.string().optional(),
  }),
});
