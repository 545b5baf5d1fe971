import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { deleteResultSchema } from './records.ts';

/** The Italian summary of each standard call a record module declares; a call left out is not declared. */
export interface RecordSummaries {
  list?: string;
  create?: string;
  get?: string;
  update?: string;
  delete?: string;
  restore?: string;
}

export interface RecordEndpointsSpec<
  S extends RecordSummaries,
  L extends z.ZodType | undefined,
  P extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  W extends z.ZodType,
> {
  /** The collection, e.g. `/products`; a record is `{path}/:id`. */
  path: string;
  summaries: S;
  /** `?page&per_page&sort&q` and the filters of the list; none for a list that takes no query. */
  listQuery?: L;
  /** The list's answer: usually `pageOf` or `keysetPageOf` of the record's view. */
  page: P;
  create: C;
  update: U;
  /** The answer of get and restore, e.g. `{ product: view }`. */
  response: R;
  /** The answer of create and update, when it is not `response` (e.g. with warnings). */
  saved?: W;
}

/** The endpoint each standard call is, by the name of its summary. */
export interface RecordEndpoints<
  L extends z.ZodType | undefined,
  P extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  W extends z.ZodType,
> {
  list: Endpoint<'GET', undefined, L, P>;
  create: Endpoint<'POST', C, undefined, W>;
  get: Endpoint<'GET', undefined, undefined, R>;
  update: Endpoint<'PUT', U, undefined, W>;
  delete: Endpoint<'DELETE', undefined, undefined, typeof deleteResultSchema>;
  restore: Endpoint<'POST', undefined, undefined, R>;
}

/**
 * The standard calls of an archivable record, declared the same way by every module:
 * `GET/POST {path}`, `GET/PUT/DELETE {path}/:id`, `POST {path}/:id/restore`. DELETE answers whether
 * the record was deleted or archived. Only the calls given a summary are declared.
 */
export function recordEndpoints<
  const S extends RecordSummaries,
  P extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  W extends z.ZodType = R,
  L extends z.ZodType | undefined = undefined,
>(
  spec: RecordEndpointsSpec<S, L, P, C, U, R, W>,
): Pick<RecordEndpoints<L, P, C, U, R, W>, keyof S & keyof RecordEndpoints<L, P, C, U, R, W>> {
  const { path, summaries: s, response, listQuery } = spec;
  const saved = spec.saved ?? response;
  const record = `${path}/:id`;
  const all = {
    list: s.list && {
      method: 'GET',
      path,
      summary: s.list,
      ...(listQuery && { query: listQuery }),
      response: spec.page,
    },
    create: s.create && { method: 'POST', path, summary: s.create, body: spec.create, response: saved },
    get: s.get && { method: 'GET', path: record, summary: s.get, response },
    update: s.update && {
      method: 'PUT',
      path: record,
      summary: s.update,
      body: spec.update,
      response: saved,
    },
    delete: s.delete && { method: 'DELETE', path: record, summary: s.delete, response: deleteResultSchema },
    restore: s.restore && { method: 'POST', path: `${record}/restore`, summary: s.restore, response },
  };
  return Object.fromEntries(Object.entries(all).filter(([, endpoint]) => endpoint)) as never;
}
