import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';

/** Headers of the inner answer that belong to its own connection, not to the one forwarded. */
const HOP_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The API reference UI (Scalar) under `prefix`, loaded on its first request instead of at start:
 * the plugin carries a 4 MB script and an OpenAPI parser (some 200 modules, ~40 MB) that most
 * processes never use. Its routes (the page, its script, openapi.json and .yaml, the redirect to
 * `prefix/`) are answered by a private Fastify instance built on first use, fed the app's own
 * OpenAPI document; the app's hooks (security headers, cookies) still run on every request.
 */
export function registerLazyApiReference(app: FastifyInstance, prefix: `/${string}`, title: string): void {
  let inner: Promise<FastifyInstance> | undefined;
  const docsApp = () =>
    (inner ??= (async () => {
      const { default: scalar } = await import('@scalar/fastify-api-reference');
      const docs = Fastify({ logger: false });
      await docs.register(scalar, {
        routePrefix: prefix,
        configuration: { title, content: () => app.swagger() },
      });
      await docs.ready();
      return docs;
    })());
  app.addHook('onClose', async () => {
    if (inner) await (await inner).close();
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer: LightMyRequestResponse = await (await docsApp()).inject({
      method: 'GET',
      url: request.url,
      headers: { host: request.headers.host ?? 'localhost' },
    });
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  for (const path of [prefix, `${prefix}/`, `${prefix}/*`]) {
    app.get(path, { schema: { hide: true } }, forward);
  }
}
