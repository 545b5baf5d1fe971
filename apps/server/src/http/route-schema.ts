import type { Endpoint } from '@officina/contracts';
import {
  alertErrorBodySchema,
  authErrorBodySchema,
  idParamsSchema,
  validationErrorBodySchema,
} from '@officina/contracts';
import type { z } from 'zod';

const errorResponses = {
  400: alertErrorBodySchema,
  401: authErrorBodySchema,
  403: alertErrorBodySchema,
  422: validationErrorBodySchema,
  429: alertErrorBodySchema,
  500: alertErrorBodySchema,
  503: alertErrorBodySchema,
};

const mutatingErrorResponses = {
  ...errorResponses,
  413: alertErrorBodySchema,
  415: alertErrorBodySchema,
  419: alertErrorBodySchema,
};

type ErrorResponses = typeof mutatingErrorResponses;

export interface RouteSchema<E extends Endpoint> {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  body: Exclude<E['body'], undefined>;
  querystring: Exclude<E['query'], undefined>;
  response: { 200: E['response'] } & ErrorResponses & Record<number, z.ZodType>;
}

/**
 * The Fastify schema of a contracts endpoint: body, query and 200 response from the descriptor,
 * plus the error bodies every route may answer (so OpenAPI documents them and the serializer
 * checks them). `isPublic` drops the bearer requirement from the docs.
 */
export function routeSchema<E extends Endpoint>(
  endpoint: E,
  tag: string,
  options: { isPublic?: boolean; extra?: Record<number, z.ZodType> } = {},
): RouteSchema<E> {
  const errors = endpoint.method === 'GET' ? errorResponses : mutatingErrorResponses;
  const schema: Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [tag],
    response: { 200: endpoint.response, ...errors, ...options.extra },
  };
  if (!options.isPublic) schema.security = [{ bearerAuth: [] }];
  // Fastify compiles every key present, so absent parts must be absent, not undefined.
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.query) schema.querystring = endpoint.query;
  return schema as unknown as RouteSchema<E>;
}

/** A route on `/…/:id`: the schema of `routeSchema` plus the validated numeric id (404/409 bodies too). */
export function idRouteSchema<E extends Endpoint>(endpoint: E, tag: string) {
  return {
    ...routeSchema(endpoint, tag, { extra: { 404: alertErrorBodySchema, 409: alertErrorBodySchema } }),
    params: idParamsSchema,
  };
}
