import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** /api/schedules: events, their window and scoped edits (filled by the events work). */
export async function scheduleRoutes(_scope: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
