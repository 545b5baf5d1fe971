import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, createPerson } from '../test/crm/crm-fixtures.ts';
import { ENDS_SESSION, FuzzRun, type Op, operations } from '../test/robustness/fuzz-run.ts';
import { report, testEngine } from './harness.ts';

/**
 * The OpenAPI fuzz of the API suite (test/robustness/api-fuzz.test.ts, 12 runs per operation), run
 * long (issue 21): at least RELIABILITY_FUZZ_REQUESTS (10,000) requests generated with fast-check
 * from the app's own OpenAPI document — bodies that fit the schema or miss it, hostile values, odd
 * query strings, path ids and encodings — on every operation, as the administrator, as a user of a
 * default group without administration rights (sales) and anonymously. No answer is ≥ 500, every
 * error answer is JSON whose texts are Italian, and the requests the run counted are asserted.
 * In-process (inject): the same app the server runs, without the sockets.
 *
 * `FUZZ_SEED` changes every generated request (default below; a failure prints the seed).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const TOTAL = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 10_000);
/** The share of the requests each caller sends. */
const SHARES = { administrator: 0.4, sales: 0.3, anonymous: 0.3 };

let t: CrmApp;
let sales: string;
beforeAll(async () => {
  // Request logs at 'warn': ten thousand of them would only fill the memory of the test.
  t = await createCrmApp({ logLevel: 'warn' });
  const client = await createClient(t, { business_name: 'Fuzz S.r.l.' });
  await createPerson(t, { first_name: 'Mario', last_name: 'Fuzz', client_id: client.id });
  const email = 'commerciale@fuzz.officina.test';
  await t.createUser({ email, password: 'commerciale-password-1', group: 'sales' });
  sales = await t.login(email, 'commerciale-password-1');
});
afterAll(async () => t?.close());

describe(`${TOTAL} requests from the OpenAPI document (${testEngine}, seed ${SEED})`, () => {
  it('administrator, sales and anonymous on every operation: no answer ≥ 500, every error in Italian', async () => {
    const all = operations(t.app);
    const signedIn = all.filter((op) => !ENDS_SESSION.test(op.path));
    expect(signedIn.length).toBeGreaterThan(100);
    const callers: [name: keyof typeof SHARES, ops: Op[], token: string | undefined, seed: number][] = [
      // Sales first: the administrator's requests may deactivate or ban users 1–3, sales among them.
      ['sales', signedIn, sales, SEED + 10_000],
      ['administrator', signedIn, t.admin, SEED],
      ['anonymous', all, undefined, SEED + 20_000],
    ];
    const started = performance.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    let requests = 0;
    for (const [name, ops, token, seed] of callers) {
      const runs = Math.ceil((TOTAL * SHARES[name]) / ops.length);
      const run = new FuzzRun(t, seed);
      failures.push(...(await run.fuzz(ops, token, runs)).map((f) => `${name}: ${f}`));
      // Every generated request was sent and its answer checked (fast-check stops at a failure).
      if (failures.length === 0) expect(run.requests).toBe(ops.length * runs);
      requests += run.requests;
      for (const at of run.succeeded) reached.add(at);
      for (const [status, n] of run.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
      report(
        `openapi-fuzz: ${name}, ${ops.length} operations × ${runs} runs = ${run.requests} requests, ` +
          `${run.succeeded.size} operations answered 2xx at least once`,
      );
    }
    report(
      `openapi-fuzz: ${requests} requests in ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
        `answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(TOTAL);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // Not only refusals: most operations accepted some generated request.
    expect(reached.size).toBeGreaterThan(signedIn.length / 2);
  });
});
