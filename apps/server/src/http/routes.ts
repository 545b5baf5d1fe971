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
import type { RouteAccess } from './access.ts';
import { idRouteSchema, routeSchema } from './route-schema.ts';
import type { ZodApp } from './types.ts';
import { versionGuard } from './version-guard.ts';

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

/** The route's own preHandlers (checks that need the body), then the check of a body's `updated_at`. */
function withVersionGuard<H>(preHandler: H | H[] | undefined): H[] {
  const own = preHandler === undefined ? [] : Array.isArray(preHandler) ? preHandler : [preHandler];
  return [...own, versionGuard as H];
}

/** Who may call the route (http/access.ts), and its other options. */
type Declared<S extends FastifySchema> = RouteOptions<S> & { access: RouteAccess };

/** More documented answers of a route than the usual errors (health's 503, a missing client's 404). */
export type ExtraResponses = Record<number, z.ZodType>;

/**
 * Declares a module's routes from their contracts endpoints under one OpenAPI tag: `route` for a
 * collection path, `idRoute` for `/…/:id` (validated numeric id; 404 and 409 documented). Method,
 * url and schema come from the endpoint, so a route states only who may call it (`access`, the source
 * of its permission check: http/access.ts) and what it does; a route with a body also checks its
 * `updated_at`, if any, after its own preHandlers (versionGuard). Public access also drops the bearer
 * requirement from the docs; `extra` documents more answers. `app.route` stays available for anything
 * else (another tag), with `config: { access }`.
 */
export function routesOf(app: ZodApp, tag: string) {
  return {
    route<E extends Endpoint>(
      endpoint: E,
      { extra, access, ...options }: Declared<ReturnType<typeof routeSchema<E>>> & { extra?: ExtraResponses },
    ): void {
      const isPublic = access.kind === 'public';
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: routeSchema(endpoint, tag, { isPublic, ...(extra ? { extra } : {}) }),
        ...options,
        config: { ...options.config, access },
        ...(endpoint.body ? { preHandler: withVersionGuard(options.preHandler) } : {}),
      });
    },
    idRoute<E extends Endpoint>(
      endpoint: E,
      { access, ...options }: Declared<ReturnType<typeof idRouteSchema<E>>>,
    ): void {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: idRouteSchema(endpoint, tag),
        ...options,
        config: { ...options.config, access },
        ...(endpoint.body ? { preHandler: withVersionGuard(options.preHandler) } : {}),
      });
    },
  };
}
