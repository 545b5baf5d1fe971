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

/** The schemas of a record's standard calls. */
export interface RecordSchemas {
  /** `?page&per_page&sort&q` and the filters of the list; none for a list that takes no query. */
  listQuery?: z.ZodType;
  /** The list's answer: usually `pageOf` or `keysetPageOf` of the record's view. */
  page: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** The answer of get and restore, e.g. `{ product: view }`. */
  response: z.ZodType;
  /** The answer of create and update, when it is not `response` (e.g. with warnings). */
  saved?: z.ZodType;
}

type Given<T, K extends keyof RecordSchemas, Else> = T extends Record<K, infer V> ? V : Else;

/** The endpoint each standard call is, by the name of its summary. */
export interface RecordEndpoints<T extends RecordSchemas> {
  list: Endpoint<'GET', undefined, Given<T, 'listQuery', undefined>, T['page']>;
  create: Endpoint<'POST', T['create'], undefined, Given<T, 'saved', T['response']>>;
  get: Endpoint<'GET', undefined, undefined, T['response']>;
  update: Endpoint<'PUT', T['update'], undefined, Given<T, 'saved', T['response']>>;
  delete: Endpoint<'DELETE', undefined, undefined, typeof deleteResultSchema>;
  restore: Endpoint<'POST', undefined, undefined, T['response']>;
}

/**
 * The standard calls of an archivable record, declared the same way by every module:
 * `GET/POST {path}`, `GET/PUT/DELETE {path}/:id`, `POST {path}/:id/restore`. DELETE answers whether
 * the record was deleted or archived. Only the calls given a summary are declared.
 */
export function recordEndpoints<const S extends RecordSummaries, T extends RecordSchemas>(
  spec: T & {
    /** The collection, e.g. `/products`; a record is `{path}/:id`. */
    path: string;
    summaries: S;
    /** The record's name in operationIds, e.g. `Product`: `listProducts`, `getProduct`, `restoreProduct`… */
    name: string;
    /** When it is not `${name}s`, e.g. `Opportunities`. */
    plural?: string;
  },
): Pick<RecordEndpoints<T>, keyof S & keyof RecordEndpoints<T>> {
  const { path, summaries: s, response, listQuery, name } = spec;
  const saved = spec.saved ?? response;
  const record = `${path}/:id`;
  const all = {
    list: s.list && {
      method: 'GET',
      path,
      operationId: `list${spec.plural ?? `${name}s`}`,
      summary: s.list,
      ...(listQuery && { query: listQuery }),
      response: spec.page,
    },
    create: s.create && {
      method: 'POST',
      path,
      operationId: `create${name}`,
      summary: s.create,
      body: spec.create,
      response: saved,
    },
    get: s.get && { method: 'GET', path: record, operationId: `get${name}`, summary: s.get, response },
    update: s.update && {
      method: 'PUT',
      path: record,
      operationId: `update${name}`,
      summary: s.update,
      body: spec.update,
      response: saved,
    },
    delete: s.delete && {
      method: 'DELETE',
      path: record,
      operationId: `delete${name}`,
      summary: s.delete,
      response: deleteResultSchema,
    },
    restore: s.restore && {
      method: 'POST',
      path: `${record}/restore`,
      operationId: `restore${name}`,
      summary: s.restore,
      response,
    },
  };
  return Object.fromEntries(Object.entries(all).filter(([, endpoint]) => endpoint)) as never;
}
