import {
  createUserGroupEndpoint,
  deleteUserGroupEndpoint,
  getUserGroupEndpoint,
  listUserGroupsEndpoint,
  updateUserGroupEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createUserGroup,
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  updateUserGroup,
} from './group.service.ts';

/** /api/admin/groups: user groups and their permissions; every call needs `manage_users`. */
export async function groupRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, 'admin-groups');
  const admin = allOf(['manage_users']);

  routes.route(listUserGroupsEndpoint, { access: admin, handler: () => listUserGroups(ctx.db) });
  routes.idRoute(getUserGroupEndpoint, {
    access: admin,
    handler: async (request) => ({ group: await getUserGroup(ctx.db, request.params.id) }),
  });
  routes.route(createUserGroupEndpoint, {
    access: admin,
    handler: async (request) => ({
      group: await createUserGroup(ctx.db, requireUser(request).user.id, request.body),
    }),
  });
  routes.idRoute(updateUserGroupEndpoint, {
    access: admin,
    handler: async (request) => ({
      group: await updateUserGroup(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });
  routes.idRoute(deleteUserGroupEndpoint, {
    access: admin,
    handler: (request) => deleteUserGroup(ctx.db, requireUser(request).user.id, request.params.id),
  });
}
