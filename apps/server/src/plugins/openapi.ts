import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Collects every route's zod schema into an OpenAPI document; register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Officina API',
        version: '0.1.0',
        description: 'API di Officina. Tutte le rotte sono sotto /api.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The API reference UI at /api/docs (its relaxed CSP is set in security.ts). */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(scalar, { routePrefix: DOCS_PREFIX, configuration: { title: 'Officina API' } });
}
