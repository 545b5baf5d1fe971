import { permissionsEndpoint, updateProfileEndpoint, userAuthEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { publicUser, updateMyProfile } from './user.service.ts';

export async function userRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'user');

  // The auth hook has just loaded the user and the group's rules: no further query needed.
  route(userAuthEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ user: publicUser(requireUser(request).user) }),
  });

  route(permissionsEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ permissions: requireUser(request).user.permissions }),
  });

  route(updateProfileEndpoint, {
    access: signedIn(),
    handler: async (request) => ({
      user: await updateMyProfile(ctx, requireUser(request).user, request.body),
    }),
  });
}
