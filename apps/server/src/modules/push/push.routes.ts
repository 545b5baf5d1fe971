import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** SCAFFOLD: the device API under /api/push and GET /api/notifications/beams-auth. */
export async function pushRoutes(_scope: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
