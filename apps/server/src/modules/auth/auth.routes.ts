import {
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  resetPasswordEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { publicAccess, signedIn } from '../../http/access.ts';
import { ApiError } from '../../http/api-error.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { login, logout } from './auth.service.ts';
import { createIpLimit, createLoginThrottle } from './login-throttle.ts';
import { changeMyPassword, PASSWORD_CHANGED_MESSAGE } from './password-change.service.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_DONE_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';

export async function authRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'auth');
  const throttle = createLoginThrottle(scope, ctx.config.limits);
  const forgotLimit = createIpLimit(
    scope,
    'forgot',
    ctx.config.limits.forgotPerIp,
    ctx.config.limits.loginWindowMs,
  );

  route(loginEndpoint, {
    access: publicAccess,
    config: { validationSummaryKey: 'login' },
    handler: async (request) => {
      await throttle.check(request);
      try {
        return await login(ctx, request.body, {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) await throttle.recordFailure(request);
        throw error;
      }
    },
  });

  route(logoutEndpoint, {
    access: signedIn(),
    handler: async (request) => {
      await logout(ctx, requireUser(request).user.sessionId);
      return { message: 'Uscita effettuata.' };
    },
  });

  route(forgotPasswordEndpoint, {
    access: publicAccess,
    handler: async (request) => {
      await forgotLimit(request);
      await requestPasswordReset(ctx, request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  });

  route(resetPasswordEndpoint, {
    access: publicAccess,
    handler: async (request) => {
      await resetPassword(ctx, request.body);
      return { message: RESET_DONE_MESSAGE };
    },
  });

  // Under /user (the profile page's form), tagged 'user' in the API reference; here because it
  // revokes the other sessions, which the user module knows nothing of.
  app.route({
    method: changePasswordEndpoint.method,
    url: changePasswordEndpoint.path,
    schema: routeSchema(changePasswordEndpoint, 'user'),
    config: { access: signedIn() },
    handler: async (request) => {
      await changeMyPassword(ctx, requireUser(request).user, request.body);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });
}
