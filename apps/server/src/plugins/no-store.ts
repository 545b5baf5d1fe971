import type { FastifyInstance } from 'fastify';

/**
 * Every answer under `/api` (errors and unknown routes included) carries `Cache-Control: no-store`:
 * it holds personal data that neither the browser's cache nor a proxy should keep. A route that
 * decides its own caching (a file, a calendar feed) sets the header and is left alone.
 */
export function registerNoStore(app: FastifyInstance, prefix = '/api'): void {
  app.addHook('onSend', async (request, reply) => {
    const url = request.url;
    const underPrefix = url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
    if (underPrefix && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
