import type { z } from 'zod';

/** One API call described once: the server registers it, the web app calls it. Paths are under /api. */
export interface Endpoint<
  M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  /**
   * The operation's stable name in the OpenAPI document (what generated clients call it): the
   * endpoint constant's name without `Endpoint`, e.g. `listClients`, `clientActivity`.
   */
  operationId: string;
  summary: string;
  body?: B;
  query?: Q;
  response: R;
}

export function defineEndpoint<
  M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<M, B, Q, R>): Endpoint<M, B, Q, R> {
  return endpoint;
}
