import { permissionsEndpoint, updateProfileEndpoint, userAuthEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { publicUser, updateMyProfile } from './user.service.ts';

export async function userRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // The auth hook has just loaded the user and the group's rules: no further query needed.
  app.route({
    method: userAuthEndpoint.method,
    url: userAuthEndpoint.path,
    schema: routeSchema(userAuthEndpoint, 'user'),
    handler: async (request) => ({ user: publicUser(requireUser(request).user) }),
  });

  app.route({
    method: permissionsEndpoint.method,
    url: permissionsEndpoint.path,
    schema: routeSchema(permissionsEndpoint, 'user'),
    handler: async (request) => ({ permissions: requireUser(request).user.permissions }),
  });

  app.route({
    method: updateProfileEndpoint.method,
    url: updateProfileEndpoint.path,
    schema: routeSchema(updateProfileEndpoint, 'user'),
    handler: async (request) => ({
      user: await updateMyProfile(ctx, requireUser(request).user, request.body),
    }),
  });
}
