import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerLazyApiReference } from './api-reference.ts';

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

/** The API reference UI at /api/docs, loaded on first use (its relaxed CSP is set in security.ts). */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  registerLazyApiReference(app, DOCS_PREFIX, 'Officina API');
}
