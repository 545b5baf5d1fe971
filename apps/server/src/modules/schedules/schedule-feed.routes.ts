import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Overlays, the ICS feed and import, upcoming events and reminders (filled by that work). */
export async function scheduleFeedRoutes(
  _scope: FastifyInstance,
  _options: { ctx: AppContext },
): Promise<void> {}
