import { searchEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { search } from './search.service.ts';

/**
 * /api/search: the global search, for any signed-in user; each kind behind its own permission and
 * each record behind its module's record-level rule (the search sources decide both).
 */
export async function searchRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const routes = routesOf(scope.withTypeProvider<ZodTypeProvider>(), 'search');
  routes.route(searchEndpoint, {
    access: signedIn(),
    handler: async (request) => {
      const { user, ability } = requireUser(request);
      return search(ctx.db, { userId: user.id, ability }, request.query);
    },
  });
}
