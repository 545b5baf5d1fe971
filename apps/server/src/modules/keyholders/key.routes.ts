import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** /api/keyholders/keys and /api/keyholders/loans: physical keys (filled by the keys work). */
export async function keyRoutes(_scope: FastifyInstance, _options: { ctx: AppContext }): Promise<void> {}
