import { alertErrorBodySchema, healthEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routesOf } from '../../http/routes.ts';
import { pingDatabase } from './health.repository.ts';

const DB_DOWN_MESSAGE = 'Database non raggiungibile.';

/** For load balancers: 200 when the database answers, 503 otherwise. Public. */
export async function healthRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'health');
  route(healthEndpoint, {
    extra: { 503: alertErrorBodySchema },
    config: { public: true },
    handler: async (request, reply) => {
      try {
        await pingDatabase(ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ alert: { message: DB_DOWN_MESSAGE, type: 'error' } });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
}
