import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** SCAFFOLD: GET /api/events (server-sent events). */
export async function eventRoutes(_scope: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
