import { errorMessages } from '@officina/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  type Database,
  freshDatabase,
  PG_ADMIN_URL,
  report,
  Server,
  type Session,
  signIn,
} from './harness.ts';

/**
 * What a PostgreSQL restart, a failover or a pooler's reset does to a running server (issue 21):
 * under a steady load of reads and writes (WORKERS callers in a loop), every backend of the
 * server's database is terminated (`pg_terminate_backend`, from a connection of its own) TERMINATIONS
 * times, PAUSE_MS apart. Meanwhile every answer is 2xx, or 503 with the Italian "service unavailable"
 * message — never another status, never a request left without an answer (each has REQUEST_TIMEOUT_MS).
 * After the last termination the same process recovers with no restart: within RECOVERY_MS the
 * answers are all 2xx again, and stay so for the last STEADY_MS of load.
 * The existing test/robustness/pg-connection-loss.pg.test.ts shows it for single requests in process.
 */
const WORKERS = 16;
const TERMINATIONS = 4;
const PAUSE_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
const RECOVERY_MS = 5_000;
const STEADY_MS = 4_000;

let db: Database;
let server: Server;
let admin: pg.Client;
beforeAll(async () => {
  db = await freshDatabase();
  server = await Server.start(db);
  admin = new pg.Client({ connectionString: PG_ADMIN_URL, application_name: 'reliability-terminator' });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await server?.stop();
  await db?.drop();
});

interface Outcome {
  at: number;
  what: string;
  status: number | 'no answer';
  body?: unknown;
}

describe('PostgreSQL connections terminated under load', () => {
  it('answers 2xx or an Italian 503 meanwhile, then recovers without a restart', async () => {
    const session: Session = await signIn(server.base);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(server.base, session, 'POST', '/api/clients', {
        business_name: `Base ${i} S.r.l.`,
      });
      expect(res.status).toBe(200);
      ids.push(res.body.client.id);
    }
    const requests: [what: string, send: (n: number) => Promise<Answer>][] = [
      [
        'GET /api/clients',
        () => call(server.base, session, 'GET', '/api/clients', undefined, REQUEST_TIMEOUT_MS),
      ],
      [
        'GET /api/clients/:id',
        (n) =>
          call(
            server.base,
            session,
            'GET',
            `/api/clients/${ids[n % ids.length]}`,
            undefined,
            REQUEST_TIMEOUT_MS,
          ),
      ],
      [
        'GET /api/dashboard',
        () => call(server.base, session, 'GET', '/api/dashboard', undefined, REQUEST_TIMEOUT_MS),
      ],
      [
        'POST /api/clients',
        (n) =>
          call(
            server.base,
            session,
            'POST',
            '/api/clients',
            { business_name: `Carico ${n} S.r.l.` },
            REQUEST_TIMEOUT_MS,
          ),
      ],
      [
        'POST /api/timings',
        (n) =>
          call(
            server.base,
            session,
            'POST',
            '/api/timings',
            { started_at: new Date(Date.UTC(2026, 0, 1, 8) + n * 60_000).toISOString(), minutes: 15 },
            REQUEST_TIMEOUT_MS,
          ),
      ],
    ];

    const outcomes: Outcome[] = [];
    let stop = false;
    let sent = 0;
    const started = performance.now();
    const loops = Array.from({ length: WORKERS }, async () => {
      while (!stop) {
        const n = sent++;
        const [what, send] = requests[n % requests.length] as (typeof requests)[number];
        try {
          const res = await send(n);
          outcomes.push({ at: performance.now() - started, what, status: res.status, body: res.body });
        } catch (error) {
          outcomes.push({ at: performance.now() - started, what, status: 'no answer', body: String(error) });
        }
      }
    });

    const terminated: number[] = [];
    const terminatedAt: number[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      for (let i = 0; i < TERMINATIONS; i++) {
        const res = await admin.query(
          'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [db.pgName],
        );
        terminatedAt.push(performance.now() - started);
        terminated.push(res.rows.filter((r) => r.done).length);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
      // Load goes on until the server has been all 2xx for STEADY_MS (or RECOVERY_MS + STEADY_MS pass).
      const last = terminatedAt.at(-1) as number;
      while (performance.now() - started < last + RECOVERY_MS + STEADY_MS) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      stop = true;
      await Promise.all(loops);
    }

    const last = terminatedAt.at(-1) as number;
    const bad = outcomes.filter(
      (o) =>
        !(typeof o.status === 'number' && o.status >= 200 && o.status < 300) &&
        !(
          o.status === 503 &&
          (o.body as { alert?: { message?: string } })?.alert?.message === errorMessages.unavailable
        ),
    );
    const unavailable = outcomes.filter((o) => o.status === 503);
    const lastRefusal = Math.max(last, ...unavailable.map((o) => o.at));
    const afterLast = outcomes.filter((o) => o.at > last);
    report(
      `pg-terminate: ${outcomes.length} requests, ${TERMINATIONS} terminations of ${terminated.join('/')} backends, ` +
        `${unavailable.length} answered 503, ${bad.length} otherwise; all 2xx again ` +
        `${((lastRefusal - last) / 1000).toFixed(1)} s after the last termination, then ${afterLast.filter((o) => o.at > lastRefusal).length} requests, all 2xx`,
    );
    expect(bad.slice(0, 10), 'answers other than 2xx or the Italian 503').toEqual([]);
    // Each termination hit the server's connections, and some requests lost theirs.
    expect(terminated.every((n) => n > 0)).toBe(true);
    expect(unavailable.length).toBeGreaterThan(0);
    // Recovered, same process: the last 503 came within RECOVERY_MS, and the STEADY_MS after it saw
    // plenty of requests, every one 2xx.
    expect(server.starts).toBe(1);
    expect(server.running).toBe(true);
    expect(lastRefusal - last).toBeLessThan(RECOVERY_MS);
    const steady = outcomes.filter((o) => o.at > lastRefusal + 1);
    expect(steady.length).toBeGreaterThan(WORKERS * 4);
    expect(steady.every((o) => o.status === 200)).toBe(true);
    const after = await call(server.base, session, 'GET', '/api/clients?per_page=1');
    expect(after.status).toBe(200);
    expect(after.body.meta.total).toBeGreaterThan(10);
  });
});
