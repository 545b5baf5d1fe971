import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshDatabase,
  listAll,
  report,
  Server,
  type Session,
  signIn,
  type Database as TestDatabase,
  testEngine,
} from './harness.ts';

/**
 * Durability (issue 21): 1,000 client creations sent concurrently (IN_FLIGHT at a time), the server
 * killed with SIGKILL after KILL_AFTER of them were acknowledged, started again on the same
 * database. Every write answered 2xx is there with its id and name, none is there twice, the
 * database opens as it is (SQLite: integrity_check ok) and the server serves; the writes that never
 * got an answer are either there once or not at all, and the ones not there are sent again with
 * the ones never sent: at the end the 1,000 names are there exactly once each.
 */
const WRITES = 1_000;
const IN_FLIGHT = 64;
const KILL_AFTER = 400;

let db: TestDatabase;
let server: Server;
beforeAll(async () => {
  db = await freshDatabase();
  server = await Server.start(db);
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

const nameOf = (i: number) => `Durabilità ${String(i).padStart(4, '0')} S.r.l.`;

interface Client {
  id: number;
  business_name: string;
}

/** The clients whose names this test made, by name (each with every id it has). */
async function ourClients(session: Session): Promise<Map<string, number[]>> {
  const rows = await listAll<Client>(server.base, session, '/api/clients?q=durabilit%C3%A0');
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.business_name.startsWith('Durabilità ')) continue;
    byName.set(row.business_name, [...(byName.get(row.business_name) ?? []), row.id]);
  }
  return byName;
}

describe(`kill -9 during ${WRITES} concurrent writes (${testEngine})`, () => {
  it('keeps every acknowledged write, duplicates none, and finishes the rest after a restart', async () => {
    const session = await signIn(server.base);
    const acknowledged = new Map<number, number>(); // write → client id
    const unanswered = new Set<number>(); // sent, connection lost before an answer
    const refused: string[] = [];
    let next = 0;
    let killing: Promise<void> | undefined;
    const started = performance.now();
    let killedAt = 0;

    async function worker(): Promise<void> {
      while (!killing && next < WRITES) {
        const i = next++;
        try {
          const res = await call(server.base, session, 'POST', '/api/clients', { business_name: nameOf(i) });
          if (res.status >= 200 && res.status < 300) {
            acknowledged.set(i, res.body.client.id);
            expect(res.body.client.business_name).toBe(nameOf(i));
          } else {
            refused.push(`${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
        } catch {
          unanswered.add(i);
        }
        if (!killing && acknowledged.size >= KILL_AFTER) {
          killedAt = performance.now();
          killing = server.kill();
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killing;
    const sent = next;
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size + unanswered.size).toBe(sent);
    report(
      `kill9: ${acknowledged.size} acknowledged in ${((killedAt - started) / 1000).toFixed(1)} s, ` +
        `${unanswered.size} in flight at SIGKILL, ${WRITES - sent} not yet sent`,
    );

    // The same database, no repair step: the server starts and serves.
    const restartedAt = performance.now();
    await server.start();
    report(`kill9: restarted in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`);
    const after = await signIn(server.base);
    const present = await ourClients(after);
    const missing = [...acknowledged].filter(([i, id]) => !present.get(nameOf(i))?.includes(id));
    expect(missing, 'acknowledged writes lost').toEqual([]);
    const twice = [...present].filter(([, ids]) => ids.length > 1);
    expect(twice, 'writes stored twice').toEqual([]);
    for (const [i, id] of acknowledged) {
      const res = await call(server.base, after, 'GET', `/api/clients/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.client.business_name).toBe(nameOf(i));
    }
    // Nothing that was never sent is there; an unanswered write is there once or not at all.
    expect([...present.keys()].filter((name) => Number(name.slice(11, 15)) >= sent)).toEqual([]);
    const unansweredStored = [...unanswered].filter((i) => present.has(nameOf(i)));
    report(
      `kill9: unanswered writes committed before the kill: ${unansweredStored.length} of ${unanswered.size}`,
    );
    expect(present.size).toBe(acknowledged.size + unansweredStored.length);

    // The rest: the unanswered ones not stored, and the ones never sent.
    const rest = [
      ...[...unanswered].filter((i) => !present.has(nameOf(i))),
      ...Array.from({ length: WRITES - sent }, (_, k) => sent + k),
    ];
    let cursor = 0;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (cursor < rest.length) {
          const i = rest[cursor++] as number;
          const res = await call(server.base, after, 'POST', '/api/clients', { business_name: nameOf(i) });
          if (res.status !== 200) failures.push(`${i}: ${res.status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    const final = await ourClients(after);
    expect(final.size).toBe(WRITES);
    expect([...final.values()].every((ids) => ids.length === 1)).toBe(true);
    report(`kill9: ${rest.length} written after the restart, ${final.size} clients, each once`);

    if (db.database.engine === 'sqlite') {
      await server.stop();
      const file = new Database(db.database.file);
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(
          file.prepare("select count(*) as n from clients where business_name like 'Durabilit%'").get(),
        ).toEqual({
          n: WRITES,
        });
      } finally {
        file.close();
      }
    }
  });
});
