import { errorMessages } from '@officina/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  anyText,
  bodyArb,
  type Encoding,
  encode,
  encodingArb,
  fromSchema,
  type JsonSchema,
  oddQueryValue,
  pathIdArb,
} from './fuzz-arbitraries.ts';

/**
 * The OpenAPI fuzz's machinery, shared by the quick run of the API suite
 * (test/robustness/api-fuzz.test.ts) and the long one of the reliability suite
 * (reliability/openapi-fuzz.test.ts): the operations of the app's own document, a request generated
 * for each (fuzz-arbitraries.ts), and what an answer must be — below 500, and when it is an error,
 * JSON whose texts are Italian.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export interface Op {
  method: Method;
  path: string;
  operation: Operation;
}

/** What the fuzz sends requests through: inject with the XSRF cookie and header set (test/helper.ts). */
export interface FuzzTarget {
  app: FastifyInstance;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The session whose GETs read a record's current `updated_at` (withCurrentVersion). */
  admin: string;
}

/**
 * The live events stream stays open by design (an answer never ends), so it is left out; its input
 * (the bearer, Last-Event-ID) is tried in notifications/live-events.test.ts.
 */
const ENDLESS = new Set(['/api/events']);

/** The administrator's session ends with logout; anonymous callers fuzz it. */
export const ENDS_SESSION = /\/auth\/logout$/;

/** The document's operations, deletes last (they may remove the fixture the others read). */
export function operations(app: FastifyInstance): Op[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const ops = Object.entries(doc.paths)
    .filter(([path]) => !ENDLESS.has(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        operation,
      })),
    );
  return ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** A request to `op`: path parameters, query string, body and its encoding. */
function requestArb(op: Op) {
  const params = op.operation.parameters ?? [];
  const pathArbs = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [
        p.name,
        p.name === 'id' ? pathIdArb : fc.oneof(fromSchema(p.schema).map(String), anyText),
      ]),
  );
  const queryArbs = Object.fromEntries(
    params
      .filter((p) => p.in === 'query')
      .map((p) => [
        p.name,
        fc.oneof(
          { weight: 6, arbitrary: fromSchema(p.schema, 0, p.name).map(String) },
          { weight: 1, arbitrary: oddQueryValue },
        ),
      ]),
  );
  const required = params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const schema = op.operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return fc.record({
    path: fc.record(pathArbs),
    query: fc.oneof(
      fc.record(Object.fromEntries(required.map((name) => [name, queryArbs[name] as fc.Arbitrary<string>]))),
      fc.record(queryArbs, { requiredKeys: required }),
    ),
    extraQuery: fc.option(fc.constantFrom('x=1', 'page=1&page=2', 'sort[]=1', 'q[a]=1', '%zz=1'), {
      nil: undefined,
      freq: 1,
    }),
    body: hasBody ? bodyArb(schema) : fc.constant(undefined),
    encoding: hasBody ? encodingArb : fc.constant<Encoding>('none'),
    currentVersion: fc.boolean(),
  });
}

type Request = fc.Arbitrary<ReturnType<typeof requestArb> extends fc.Arbitrary<infer R> ? R : never>;

/** A URL component; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function component(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function urlOf(
  op: Op,
  r: { path: Record<string, unknown>; query: Record<string, unknown>; extraQuery?: string },
) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = String(r.path[name] ?? '1');
    return /%[0-9A-F]{2}/i.test(value) ? value : component(value);
  });
  const query = Object.entries(r.query).map(([k, v]) => {
    const value = String(v);
    return `${k}=${/^%[0-9A-Z]{2}$/i.test(value) ? value : component(value)}`;
  });
  if (r.extraQuery) query.push(r.extraQuery);
  return query.length ? `${path}?${query.join('&')}` : path;
}

// English a translation forgot (zod's, Fastify's, a library's): "Invalid input", "Expected string"…
const ENGLISH =
  /\b(invalid|expected|required|must|error|errors|received|unexpected|undefined|cannot|can't|failed|unknown|not|the|should|body|missing|unsupported|too|is)\b/i;

const TOKEN_PROTOCOL: Record<string, string> = {
  token_expired: errorMessages.tokenExpired,
  token_not_provided: errorMessages.tokenNotProvided,
};

/** What is wrong with an answer, or null: ≥ 500, or an error that is not JSON with Italian texts. */
export function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `error ${res.statusCode} is not JSON (${res.headers['content-type']})`;
  }
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `error ${res.statusCode} has a body that does not parse`;
  }
  const alert = body.alert as { message?: unknown } | undefined;
  const errors = (body.errors ?? {}) as Record<string, unknown>;
  const texts = [alert?.message, body.message, ...Object.values(errors).flat()].filter(
    (text) => text !== undefined,
  );
  if (texts.length === 0 && !(res.statusCode === 401 && typeof body.error === 'string')) {
    return `error ${res.statusCode} has no message`;
  }
  // The two protocol messages DESIGN.md fixes in English (the web app shows "Sessione scaduta").
  if (res.statusCode === 401 && TOKEN_PROTOCOL[String(body.error)] === body.message) return null;
  const english = texts.find((text) => typeof text !== 'string' || ENGLISH.test(text) || text.trim() === '');
  return english === undefined ? null : `error ${res.statusCode} is not Italian: ${JSON.stringify(english)}`;
}

/**
 * A fuzz run over a target: requests generated per operation with fast-check (seed + the
 * operation's index, so any run repeats), every answer checked with problemOf, and counted.
 */
export class FuzzRun {
  /** Operations that answered 2xx at least once: the generated requests reach the handlers. */
  readonly succeeded = new Set<string>();
  /** Answers by status. */
  readonly statuses = new Map<number, number>();
  private readonly byOp = new Map<string, string>();
  /** Requests sent to the operation under test and checked (the GETs of withCurrentVersion aside). */
  requests = 0;

  private readonly t: FuzzTarget;
  readonly seed: number;

  constructor(t: FuzzTarget, seed: number) {
    this.t = t;
    this.seed = seed;
  }

  /**
   * An update carries the record's `updated_at` (else it answers 409): half of the generated bodies
   * that have one get the record's current value, read with GET on the same path, so they reach the
   * handler.
   */
  private async withCurrentVersion(op: Op, url: string, body: unknown): Promise<unknown> {
    if (typeof body !== 'object' || body === null || !('updated_at' in body)) return body;
    const res = await this.t.request({
      method: 'GET',
      url: url.split('?')[0] as string,
      token: this.t.admin,
    });
    if (res.statusCode !== 200) return body;
    const record = Object.values(res.json() as Record<string, unknown>).find(
      (v): v is { updated_at: string } => typeof v === 'object' && v !== null && 'updated_at' in v,
    );
    return record && op.method !== 'GET' ? { ...body, updated_at: record.updated_at } : body;
  }

  /** `runs` generated requests to each of `ops` as `token` (anonymous without); the failures, described. */
  async fuzz(ops: Op[], token: string | undefined, runs: number): Promise<string[]> {
    const failures: string[] = [];
    for (const [index, op] of ops.entries()) {
      const result = await fc.check(
        fc.asyncProperty(requestArb(op) as Request, async (r) => {
          const url = urlOf(op, r);
          const body = r.currentVersion ? await this.withCurrentVersion(op, url, r.body) : r.body;
          const { payload, headers } = encode(body, r.encoding);
          const res = await this.t.request({
            method: op.method,
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
            ...(token ? { token } : {}),
          });
          this.requests++;
          const at = `${op.method} ${op.path}`;
          this.statuses.set(res.statusCode, (this.statuses.get(res.statusCode) ?? 0) + 1);
          this.byOp.set(at, `${this.byOp.get(at) ?? ''} ${res.statusCode}`);
          if (res.statusCode < 300) this.succeeded.add(at);
          const problem = problemOf(res);
          if (problem) throw new Error(`${problem.slice(0, 200)}: ${res.body.slice(0, 300)}`);
        }),
        { seed: this.seed + index, numRuns: runs, endOnFailure: !process.env.FUZZ_SHRINK },
      );
      if (result.failed) {
        const example = result.counterexample?.[0] as Parameters<typeof urlOf>[1] & {
          body: unknown;
          encoding: string;
        };
        failures.push(
          `${op.method} ${op.path} (${op.operation.operationId}) → ${op.method} ${urlOf(op, example).slice(0, 200)} ` +
            `[${example.encoding}] ${JSON.stringify(example.body)?.slice(0, 200)}\n    ` +
            `${String((result.errorInstance as Error | undefined)?.message).slice(0, 400)}`,
        );
      }
    }
    if (failures.length) failures.push(`(FUZZ_SEED=${this.seed} FUZZ_RUNS=${runs} repeats this run)`);
    return failures;
  }

  /** Answers by status, and the operations no request reached (what to improve). */
  stats(ops: Op[]): string {
    const missed = ops.map((op) => `${op.method} ${op.path}`).filter((at) => !this.succeeded.has(at));
    const lines = missed.map((at) => `  ${at}:${this.byOp.get(at)}`);
    return `statuses ${JSON.stringify(Object.fromEntries(this.statuses))}; never 2xx:\n${lines.join('\n')}`;
  }
}
