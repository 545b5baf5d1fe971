import type { Endpoint } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { RouteAccess } from '../http/access.ts';
import type { ExtraResponses, routesOf } from '../http/routes.ts';
import { requireUser } from '../plugins/auth.ts';

/** The standard calls of an archivable record, by the names of contracts' `recordEndpoints`. */
export interface RecordCalls {
  list?: Endpoint<'GET'>;
  create?: Endpoint<'POST'>;
  get?: Endpoint<'GET'>;
  update?: Endpoint<'PUT'>;
  delete?: Endpoint<'DELETE'>;
  restore?: Endpoint<'POST'>;
}

type Answer<E> = E extends Endpoint ? z.output<E['response']> : never;
type Input<T> = T extends z.ZodType ? z.output<T> : never;
/** What the answer holds under the record's key, e.g. the view in `{ product: view }`. */
type Held<E, K extends string> = Answer<E> extends Record<K, infer V> ? V : never;
type Saved<E, K extends string, WholeAnswer extends boolean> = WholeAnswer extends true
  ? Answer<E>
  : Held<E, K>;

/** The service function behind each call; the scaffold wraps the record under its key. */
export interface RecordService<E extends RecordCalls, K extends string, WholeAnswer extends boolean> {
  list: (db: Db, query: Input<NonNullable<E['list']>['query']>) => Promise<Answer<E['list']>>;
  create: (
    db: Db,
    userId: number,
    body: Input<NonNullable<E['create']>['body']>,
  ) => Promise<Saved<E['create'], K, WholeAnswer>>;
  get: (db: Db, id: number) => Promise<Held<E['get'], K>>;
  update: (
    db: Db,
    userId: number,
    id: number,
    body: Input<NonNullable<E['update']>['body']>,
  ) => Promise<Saved<E['update'], K, WholeAnswer>>;
  delete: (db: Db, userId: number, id: number) => Promise<Answer<E['delete']>>;
  restore: (db: Db, userId: number, id: number) => Promise<Held<E['restore'], K>>;
}

/** The endpoints of the calls given: `{ list: [endpoint, service] }` → `{ list: endpoint }`. */
type EndpointsOf<C> = { [N in keyof C]: C[N] extends readonly [infer Ep, unknown] ? Ep : never };

/** Each call as `[endpoint, service function]`, the function typed by its endpoint. */
type CheckedCalls<C, K extends string, WholeAnswer extends boolean> = {
  [N in keyof C]: N extends keyof RecordCalls
    ? readonly [EndpointsOf<C>[N], RecordService<EndpointsOf<C> & RecordCalls, K, WholeAnswer>[N]]
    : never;
};

export interface RecordRoutesSpec<C, K extends string, WholeAnswer extends boolean> {
  /**
   * The calls to declare, each with the service function that answers it (`list: [listProductsEndpoint,
   * listProducts]`); a module declares a call of its own (a list by user…) with `route` as usual.
   */
  calls: C & CheckedCalls<C, K, WholeAnswer>;
  /** The answers' key, e.g. `product` for `{ product: view }`. */
  key: K;
  /** Who may list and get (http/access.ts); `signedIn()` for records every signed-in user reads. */
  read: RouteAccess;
  /** Who may create, update, delete and restore. */
  write: RouteAccess;
  /** create and update return the whole answer (the record and its warnings), not the record to wrap. */
  wholeSaveAnswer?: WholeAnswer;
  /** More documented answers of create (a 404 on a referenced record). */
  createExtra?: ExtraResponses;
}

type Routes = ReturnType<typeof routesOf>;
type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * Declares the standard routes of an archivable record the same way in every module: list and get
 * with `read` access, create/update/delete/restore with `write` with the signed-in user's id, the
 * record answered under `key` (delete answers what the service says: deleted or archived).
 */
export function recordRoutes<
  C extends Partial<Record<keyof RecordCalls, readonly [Endpoint, unknown]>>,
  K extends string,
  WholeAnswer extends boolean = false,
>({ route, idRoute }: Routes, db: Db, spec: RecordRoutesSpec<C, K, WholeAnswer>): void {
  const { key, read, write } = spec;
  const calls = spec.calls as Partial<Record<keyof RecordCalls, readonly [never, unknown]>>;
  const endpoints = Object.fromEntries(
    Object.entries(calls).map(([name, pair]) => [name, pair?.[0]]),
  ) as RecordCalls;
  const call = (name: keyof RecordCalls) => calls[name]?.[1] as Call;
  const wrap = (record: unknown) => ({ [key]: record });
  const saved = spec.wholeSaveAnswer ? (answer: unknown) => answer : wrap;
  const userId = (request: FastifyRequest) => requireUser(request).user.id;

  if (endpoints.list) {
    route(endpoints.list, { access: read, handler: (request) => call('list')(db, request.query) });
  }
  if (endpoints.create) {
    route(endpoints.create, {
      ...(spec.createExtra ? { extra: spec.createExtra } : {}),
      access: write,
      handler: async (request) => saved(await call('create')(db, userId(request), request.body)),
    });
  }
  if (endpoints.get) {
    idRoute(endpoints.get, {
      access: read,
      handler: async (request) => wrap(await call('get')(db, request.params.id)),
    });
  }
  if (endpoints.update) {
    idRoute(endpoints.update, {
      access: write,
      handler: async (request) =>
        saved(await call('update')(db, userId(request), request.params.id, request.body)),
    });
  }
  if (endpoints.delete) {
    idRoute(endpoints.delete, {
      access: write,
      handler: (request) => call('delete')(db, userId(request), request.params.id),
    });
  }
  if (endpoints.restore) {
    idRoute(endpoints.restore, {
      access: write,
      handler: async (request) => wrap(await call('restore')(db, userId(request), request.params.id)),
    });
  }
}
