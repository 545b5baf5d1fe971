import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** /api/keyholders: credentials (filled by the credentials work). */
export async function keyholderRoutes(
  _scope: FastifyInstance,
  _options: { ctx: AppContext },
): Promise<void> {}
