import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appCspDirectives } from './security.ts';

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

/**
 * The API reference UI at /api/docs. Its page runs an inline bootstrap script and loads fonts, so
 * only its routes get a relaxed CSP; the rest of the app keeps the strict one.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = {
        ...route.config,
        helmet: {
          contentSecurityPolicy: {
            useDefaults: false,
            directives: {
              ...appCspDirectives,
              scriptSrc: ["'self'", "'unsafe-inline'"],
              styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
              fontSrc: ["'self'", 'data:', 'https:'],
              imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            },
          },
        },
      } as typeof route.config;
    });
    await docs.register(scalar, { routePrefix: DOCS_PREFIX, configuration: { title: 'Officina API' } });
  });
}
