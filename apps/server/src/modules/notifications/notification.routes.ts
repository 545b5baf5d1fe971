import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** SCAFFOLD: the notifications centre, preferences. */
export async function notificationRoutes(
  _scope: FastifyInstance,
  _options: { ctx: AppContext },
): Promise<void> {}
