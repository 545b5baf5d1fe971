import {
  activateUserEndpoint,
  banUserEndpoint,
  deactivateUserEndpoint,
  getAdminUserEndpoint,
  inviteUserEndpoint,
  listAdminUsersEndpoint,
  resendInvitationEndpoint,
  sendUserPasswordResetEndpoint,
  unbanUserEndpoint,
  updateAdminUserEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  getAdminUser,
  inviteUser,
  listAdminUsers,
  resendInvitation,
  sendUserPasswordReset,
  setUserFlag,
  updateAdminUser,
} from './admin-users.service.ts';

/** /api/admin/users: the administration of users; every call needs `manage_users`. */
export async function adminUserRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, 'admin-users');
  const access = allOf(['manage_users']);
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user;

  route(listAdminUsersEndpoint, { access, handler: (request) => listAdminUsers(ctx.db, request.query) });

  idRoute(getAdminUserEndpoint, {
    access,
    handler: async (request) => ({ user: await getAdminUser(ctx.db, request.params.id) }),
  });

  route(inviteUserEndpoint, {
    access,
    handler: async (request) => ({
      user: await inviteUser(ctx, me(request), request.body),
      message: 'Invito inviato.',
    }),
  });

  idRoute(updateAdminUserEndpoint, {
    access,
    handler: async (request) => ({
      user: await updateAdminUser(ctx.db, me(request), request.params.id, request.body),
      message: 'Utente aggiornato.',
    }),
  });

  idRoute(resendInvitationEndpoint, {
    access,
    handler: async (request) => ({
      user: await resendInvitation(ctx, me(request), request.params.id),
      message: 'Invito inviato di nuovo.',
    }),
  });

  const flags = [
    [deactivateUserEndpoint, 'deactivate', 'Utente disattivato: le sue sessioni sono state chiuse.'],
    [activateUserEndpoint, 'activate', 'Utente riattivato.'],
    [banUserEndpoint, 'ban', 'Utente bloccato: le sue sessioni sono state chiuse.'],
    [unbanUserEndpoint, 'unban', 'Utente sbloccato.'],
  ] as const;
  for (const [endpoint, action, message] of flags) {
    idRoute(endpoint, {
      access,
      handler: async (request) => ({
        user: await setUserFlag(ctx, me(request), request.params.id, action),
        message,
      }),
    });
  }

  idRoute(sendUserPasswordResetEndpoint, {
    access,
    handler: async (request) => ({
      user: await sendUserPasswordReset(ctx, me(request), request.params.id),
      message: 'Email per reimpostare la password inviata.',
    }),
  });
}
