import { dashboardEndpoint, dashboardLayoutEndpoint, saveDashboardLayoutEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';
import { getDashboardLayout, saveDashboardLayout } from './dashboard-layout.service.ts';

export async function dashboardRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'dashboard');
  route(dashboardEndpoint, {
    access: signedIn(),
    handler: (request) => {
      const { user, ability } = requireUser(request);
      return getDashboard(ctx.db, user.id, ability);
    },
  });
  // A user only ever reads and writes their own layout: no id in the path.
  route(dashboardLayoutEndpoint, {
    access: signedIn(),
    handler: (request) => getDashboardLayout(ctx.db, requireUser(request).user.id),
  });
  route(saveDashboardLayoutEndpoint, {
    access: signedIn(),
    handler: (request) => saveDashboardLayout(ctx.db, requireUser(request).user.id, request.body),
  });
}
