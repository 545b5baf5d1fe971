import type { Endpoint } from '@officina/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idRouteSchema, routeSchema } from './route-schema.ts';
import type { ZodApp } from './types.ts';

/** A route's options besides method, url and schema (preHandler, config, handler…), typed by the schema. */
export type RouteOptions<S extends FastifySchema> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;

/** More documented answers of a route than the usual errors (health's 503, a missing client's 404). */
export type ExtraResponses = Record<number, z.ZodType>;

/**
 * Declares a module's routes from their contracts endpoints under one OpenAPI tag: `route` for a
 * collection path, `idRoute` for `/…/:id` (validated numeric id; 404 and 409 documented). Method,
 * url and schema come from the endpoint, so a route states only who may call it and what it does.
 * `config: { public: true }` also drops the bearer requirement from the docs; `extra` documents
 * more answers. `app.route` stays available for anything else (another tag).
 */
export function routesOf(app: ZodApp, tag: string) {
  return {
    route<E extends Endpoint>(
      endpoint: E,
      { extra, ...options }: RouteOptions<ReturnType<typeof routeSchema<E>>> & { extra?: ExtraResponses },
    ): void {
      const isPublic = options.config?.public === true;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: routeSchema(endpoint, tag, { isPublic, ...(extra ? { extra } : {}) }),
        ...options,
      });
    },
    idRoute<E extends Endpoint>(
      endpoint: E,
      options: RouteOptions<ReturnType<typeof idRouteSchema<E>>>,
    ): void {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: idRouteSchema(endpoint, tag),
        ...options,
      });
    },
  };
}
