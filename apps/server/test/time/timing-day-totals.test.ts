import { romeDateOf, romeToInstant } from '@officina/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createDb } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { dbBool, nowIso } from '../../src/db/values.ts';
import { createTestDatabase, testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

interface DayTotal {
  user_id: number;
  day: string;
  minutes: number;
  billable_minutes: number;
  entries: number;
}

/** Rome wall time → ISO instant. */
const rome = (day: string, hour: number, minute = 0) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeToInstant({ year, month, day: d, hour, minute, second: 0 })).toISOString();
};

const byKey = (a: DayTotal, b: DayTotal) => a.user_id - b.user_id || a.day.localeCompare(b.day);

async function rollup(db: Db, userId?: number): Promise<DayTotal[]> {
  const rows = await db
    .selectFrom('timing_day_totals')
    .selectAll()
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
    .execute();
  return rows.map((r) => ({ ...r })).sort(byKey);
}

/** The oracle: stopped entries grouped by user and Rome day, computed here, not in SQL. */
async function fromEntries(db: Db, userId?: number): Promise<DayTotal[]> {
  const rows = await db
    .selectFrom('timings')
    .select(['user_id', 'started_at', 'minutes', 'billable'])
    .where('ended_at', 'is not', null)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
    .execute();
  const totals = new Map<string, DayTotal>();
  for (const r of rows) {
    const day = romeDateOf(Date.parse(r.started_at));
    const key = `${r.user_id}|${day}`;
    const total = totals.get(key) ?? { user_id: r.user_id, day, minutes: 0, billable_minutes: 0, entries: 0 };
    total.minutes += r.minutes;
    total.billable_minutes += r.billable ? r.minutes : 0;
    total.entries += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort(byKey);
}

let t: TimeApp;
let db: Db;
beforeAll(async () => {
  t = await createTimeApp();
  db = t.app.db;
});
afterAll(() => t.close());

/** The whole rollup equals the GROUP BY over entries; returns the user's rows. */
async function consistent(userId: number): Promise<DayTotal[]> {
  expect(await rollup(db)).toEqual(await fromEntries(db));
  return rollup(db, userId);
}

const total = (user_id: number, day: string, minutes: number, billable_minutes: number, entries: number) => ({
  user_id,
  day,
  minutes,
  billable_minutes,
  entries,
});

/** What the web's edit dialog sends: every field, with the `updated_at` it read. */
const edit = (timing: Record<string, unknown>, changes: Record<string, unknown>) => ({
  user_id: timing.user_id,
  todo_id: timing.todo_id,
  project_id: timing.project_id,
  client_id: null,
  type_id: timing.type_id,
  started_at: timing.started_at,
  ended_at: timing.duration_only ? null : timing.ended_at,
  minutes: timing.duration_only ? timing.minutes : null,
  description: timing.description,
  billable: timing.billable,
  updated_at: timing.updated_at,
  ...changes,
});

describe(`timing_day_totals kept by triggers (${testEngine})`, () => {
  it('create, edit (across a Rome midnight, across users, billable, minutes) and delete', async () => {
    const a = await t.user('rollup.a@test.it', 'technicians');
    const b = await t.user('rollup.b@test.it', 'technicians');
    const post = async (token: string, body: Record<string, unknown>) =>
      ok(await t.call('POST', '/api/timings', token, body)).timing;

    // 23:30 Rome on the 13th is 21:30 UTC; 00:30 on the 14th is 22:30 UTC on the 13th.
    const late = await post(a.token, {
      started_at: rome('2026-04-13', 23, 30),
      ended_at: rome('2026-04-14', 0, 15),
    });
    const morning = await post(a.token, { started_at: rome('2026-04-13', 9), minutes: 30, billable: false });
    expect(await consistent(a.id)).toEqual([total(a.id, '2026-04-13', 75, 45, 2)]);

    const put = async (timing: Record<string, unknown>, changes: Record<string, unknown>) =>
      ok(await t.call('PUT', `/api/timings/${timing.id}`, t.admin, edit(timing, changes))).timing;
    // Past Rome midnight: same UTC date, next Rome day.
    const moved = await put(late, {
      started_at: rome('2026-04-14', 0, 30),
      ended_at: rome('2026-04-14', 1, 15),
    });
    expect(await consistent(a.id)).toEqual([
      total(a.id, '2026-04-13', 30, 0, 1),
      total(a.id, '2026-04-14', 45, 45, 1),
    ]);
    // Billable off, then minutes changed (duration-only entry), then to another user.
    const unbilled = await put(moved, { billable: false });
    expect(await consistent(a.id)).toEqual([
      total(a.id, '2026-04-13', 30, 0, 1),
      total(a.id, '2026-04-14', 45, 0, 1),
    ]);
    const longer = await put(morning, { minutes: 50, billable: true });
    expect(await consistent(a.id)).toEqual([
      total(a.id, '2026-04-13', 50, 50, 1),
      total(a.id, '2026-04-14', 45, 0, 1),
    ]);
    await put(unbilled, { user_id: b.id });
    expect(await consistent(a.id)).toEqual([total(a.id, '2026-04-13', 50, 50, 1)]);
    expect(await rollup(db, b.id)).toEqual([total(b.id, '2026-04-14', 45, 0, 1)]);
    // A description-only edit changes nothing.
    const described = await put(longer, { description: 'Solo testo' });
    expect(await consistent(a.id)).toEqual([total(a.id, '2026-04-13', 50, 50, 1)]);

    // The last entry of a day deleted: the row goes, not a row of zeros.
    ok(await t.call('DELETE', `/api/timings/${described.id}`, a.token));
    expect(await consistent(a.id)).toEqual([]);
    expect(await consistent(b.id)).toEqual([total(b.id, '2026-04-14', 45, 0, 1)]);
  });

  it('a running timer is not counted until it stops; a new start stops the previous one', async () => {
    const c = await t.user('rollup.timer@test.it', 'technicians');
    ok(await t.call('POST', '/api/timings/timer/start', c.token, { description: 'primo' }));
    expect(await consistent(c.id)).toEqual([]);
    const second = ok(await t.call('POST', '/api/timings/timer/start', c.token, { billable: false }));
    const firstDay = romeDateOf(Date.parse(second.stopped.started_at));
    expect(await consistent(c.id)).toEqual([
      total(c.id, firstDay, second.stopped.minutes, second.stopped.minutes, 1),
    ]);
    const stopped = ok(await t.call('POST', '/api/timings/timer/stop', c.token)).stopped;
    const rows = await consistent(c.id);
    expect(rows.reduce((s, r) => s + r.entries, 0)).toBe(2);
    expect(rows.reduce((s, r) => s + r.minutes, 0)).toBe(second.stopped.minutes + stopped.minutes);
    expect(rows.reduce((s, r) => s + r.billable_minutes, 0)).toBe(second.stopped.minutes);
  });

  it('timesheet cells create, adjust and clear their entry', async () => {
    const d = await t.user('rollup.cell@test.it', 'technicians');
    const cell = (minutes: number) =>
      t.call('PUT', '/api/timesheet/cell', d.token, { project_id: null, date: '2026-05-05', minutes });
    ok(await cell(120));
    expect(await consistent(d.id)).toEqual([total(d.id, '2026-05-05', 120, 120, 1)]);
    ok(await cell(45));
    expect(await consistent(d.id)).toEqual([total(d.id, '2026-05-05', 45, 45, 1)]);
    ok(await cell(0));
    expect(await consistent(d.id)).toEqual([]);
  });

  it('days are Rome days across both DST changes', async () => {
    const e = await t.user('rollup.dst@test.it', 'technicians');
    // 00:30 on 29 March is 23:30 UTC on the 28th (+1); 23:30 that evening is 21:30 UTC (+2).
    // 00:30 on 25 October is 22:30 UTC on the 24th (+2); 23:30 that evening is 22:30 UTC (+1).
    const starts = [
      rome('2026-03-29', 0, 30),
      rome('2026-03-29', 23, 30),
      rome('2026-10-25', 0, 30),
      rome('2026-10-25', 23, 30),
    ];
    expect(starts).toEqual([
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T21:30:00.000Z',
      '2026-10-24T22:30:00.000Z',
      '2026-10-25T22:30:00.000Z',
    ]);
    for (const started_at of starts)
      ok(await t.call('POST', '/api/timings', e.token, { started_at, minutes: 20 }));
    expect(await consistent(e.id)).toEqual([
      total(e.id, '2026-03-29', 40, 40, 2),
      total(e.id, '2026-10-25', 40, 40, 2),
    ]);
  });

  it('multi-row inserts, updates and deletes (one statement each) keep it exact', async () => {
    const f = await t.user('rollup.bulk@test.it', 'technicians');
    const g = await t.user('rollup.bulk2@test.it', 'technicians');
    const now = nowIso();
    const row = (
      user_id: number,
      started_at: string,
      minutes: number,
      billable: boolean,
      running = false,
    ) => ({
      user_id,
      todo_id: null,
      project_id: null,
      client_id: null,
      type_id: null,
      started_at,
      ended_at: running ? null : new Date(Date.parse(started_at) + minutes * 60_000).toISOString(),
      minutes: running ? 0 : minutes,
      duration_only: dbBool(false),
      description: null,
      billable: dbBool(billable),
      created_at: now,
      updated_at: now,
      created_by: null,
    });
    await db
      .insertInto('timings')
      .values([
        row(f.id, rome('2026-06-01', 9), 60, true),
        row(f.id, rome('2026-06-01', 11), 30, false),
        row(f.id, rome('2026-06-02', 0, 10), 15, true),
        row(g.id, rome('2026-06-01', 9), 90, true),
        row(g.id, rome('2026-06-03', 8), 0, true, true),
      ])
      .execute();
    expect(await consistent(f.id)).toEqual([
      total(f.id, '2026-06-01', 90, 60, 2),
      total(f.id, '2026-06-02', 15, 15, 1),
    ]);
    expect(await rollup(db, g.id)).toEqual([total(g.id, '2026-06-01', 90, 90, 1)]);

    // One statement for both users' billable flags; then f's entries an hour earlier (00:10 on the
    // 2nd lands on the 1st).
    await db
      .updateTable('timings')
      .set({ billable: dbBool(false) })
      .where('user_id', 'in', [f.id, g.id])
      .execute();
    const entries = await db
      .selectFrom('timings')
      .select(['id', 'started_at'])
      .where('user_id', '=', f.id)
      .execute();
    for (const entry of entries) {
      await db
        .updateTable('timings')
        .set({ started_at: new Date(Date.parse(entry.started_at) - 3_600_000).toISOString() })
        .where('id', '=', entry.id)
        .execute();
    }
    expect(await consistent(f.id)).toEqual([total(f.id, '2026-06-01', 105, 0, 3)]);
    // Swap the users of every entry in one statement.
    await db
      .updateTable('timings')
      .set({
        user_id: sql<number>`case when user_id = ${f.id} then cast(${g.id} as integer) else cast(${f.id} as integer) end`,
      })
      .where('user_id', 'in', [f.id, g.id])
      .where('ended_at', 'is not', null)
      .execute();
    expect(await consistent(f.id)).toEqual([total(f.id, '2026-06-01', 90, 0, 1)]);
    expect(await rollup(db, g.id)).toEqual([total(g.id, '2026-06-01', 105, 0, 3)]);

    await db.deleteFrom('timings').where('user_id', 'in', [f.id, g.id]).execute();
    expect(await consistent(f.id)).toEqual([]);
    expect(await rollup(db, g.id)).toEqual([]);
  });
});

describe(`report by user from the rollup (${testEngine})`, () => {
  it('equals the sums over entries, for everyone and for one user; filters scan entries', async () => {
    const h = await t.user('rollup.report@test.it', 'technicians');
    const k = await t.user('rollup.report2@test.it', 'technicians');
    const types = Object.values(t.lookups.timing_types ?? {});
    for (let day = 1; day <= 9; day++) {
      const date = `2026-09-0${day}`;
      for (const [i, user] of [h, k].entries()) {
        ok(
          await t.call('POST', '/api/timings', t.admin, {
            user_id: user.id,
            started_at: rome(date, 0, 20 + i * 10),
            ended_at: rome(date, 1 + i, 5 * day),
            billable: day % 3 !== 0,
            type_id: types[day % types.length] ?? null,
          }),
        );
      }
      ok(await t.call('POST', '/api/timings', t.admin, { started_at: rome(date, 23, 50), minutes: day }));
    }
    // Running entries are excluded by both paths.
    ok(await t.call('POST', '/api/timings/timer/start', h.token, {}));

    const report = async (query: string) =>
      ok(await t.call('GET', `/api/timings/report?group_by=user&${query}`, t.admin));
    const asMap = (rows: { key: number; minutes: number; billable_minutes: number }[]) =>
      new Map(rows.map((r) => [r.key, { minutes: r.minutes, billable_minutes: r.billable_minutes }]));
    /** Per user from the entries themselves, over Rome days [from, to]. */
    const expected = async (from: string, to: string, userId?: number) => {
      const sums = new Map<number, { minutes: number; billable_minutes: number }>();
      for (const r of await fromEntries(db, userId)) {
        if (r.day < from || r.day > to) continue;
        const s = sums.get(r.user_id) ?? { minutes: 0, billable_minutes: 0 };
        s.minutes += r.minutes;
        s.billable_minutes += r.billable_minutes;
        sums.set(r.user_id, s);
      }
      return sums;
    };

    for (const [from, to] of [
      ['2026-09-02', '2026-09-06'],
      ['2026-09-01', '2026-09-09'],
      ['2026-09-05', '2026-09-05'],
      ['2026-08-01', '2026-08-31'],
    ] as const) {
      const all = await report(`user_id=all&from=${from}&to=${to}`);
      expect(asMap(all.rows)).toEqual(await expected(from, to));
      // The same through the entry scan: billable and non-billable halves add up to the whole.
      const yes = asMap((await report(`user_id=all&from=${from}&to=${to}&billable=true`)).rows);
      const no = asMap((await report(`user_id=all&from=${from}&to=${to}&billable=false`)).rows);
      for (const [key, sums] of asMap(all.rows)) {
        expect((yes.get(key)?.minutes ?? 0) + (no.get(key)?.minutes ?? 0)).toBe(sums.minutes);
        expect(yes.get(key)?.billable_minutes ?? 0).toBe(sums.billable_minutes);
      }
      const one = await report(`user_id=${h.id}&from=${from}&to=${to}`);
      expect(asMap(one.rows)).toEqual(await expected(from, to, h.id));
      const mine = await report(`user_id=me&from=${from}&to=${to}`);
      expect(asMap(mine.rows)).toEqual(await expected(from, to, t.adminId));
    }
    const week = asMap((await report('user_id=all&from=2026-09-02&to=2026-09-06')).rows);
    // By hand: h works 00:20–01:(5 × day) on days 2–6, billable except on days 3 and 6.
    expect(week.get(h.id)).toEqual({ minutes: 5 * 40 + 5 * 20, billable_minutes: 300 - 55 - 70 });

    // The unfiltered call reads the rollup and a filtered one the entries: skew the rollup and see.
    await db
      .updateTable('timing_day_totals')
      .set({ minutes: sql`minutes + 1000` })
      .where('user_id', '=', k.id)
      .execute();
    try {
      const skewed = asMap((await report('user_id=all&from=2026-09-01&to=2026-09-09')).rows);
      expect(skewed.get(k.id)?.minutes).toBe(
        ((await expected('2026-09-01', '2026-09-09')).get(k.id)?.minutes ?? 0) + 9000,
      );
      const scanned = asMap((await report('user_id=all&from=2026-09-01&to=2026-09-09&billable=true')).rows);
      expect(scanned.get(k.id)?.minutes).toBeLessThan(1000);
    } finally {
      await db
        .updateTable('timing_day_totals')
        .set({ minutes: sql`minutes - 1000` })
        .where('user_id', '=', k.id)
        .execute();
    }
    ok(await t.call('POST', '/api/timings/timer/stop', h.token));
    await consistent(h.id);
  });
});

describe(`migration 0009 backfill (${testEngine})`, () => {
  it('fills the rollup from the entries already there', async () => {
    const database = await createTestDatabase();
    const handle = createDb(database.database);
    try {
      const raw = handle.db as Kysely<unknown>;
      const { '0009-timing-day-totals': _, ...before } = migrationsFor(handle.engine);
      await migrateToLatest(raw, handle.engine, before);
      const now = nowIso();
      const users = await handle.db
        .insertInto('users')
        .values(
          ['x', 'y'].map((n) => ({
            email: `${n}@backfill.test`,
            password_hash: 'x',
            name: n,
            surname: n,
            group_id: null,
            active: dbBool(true),
            banned: dbBool(false),
            theme: 'light',
            created_at: now,
            updated_at: now,
            created_by: null,
          })),
        )
        .returning('id')
        .execute();
      const [x, y] = users.map((u) => u.id) as [number, number];
      const entry = (
        user_id: number,
        started_at: string,
        minutes: number,
        billable: boolean,
        running = false,
      ) => ({
        user_id,
        started_at,
        ended_at: running ? null : started_at,
        minutes,
        billable: dbBool(billable),
        duration_only: dbBool(true),
        created_at: now,
        updated_at: now,
      });
      await handle.db
        .insertInto('timings')
        .values([
          entry(x, rome('2026-03-29', 0, 30), 10, true),
          entry(x, rome('2026-03-29', 22), 20, false),
          entry(x, rome('2026-03-30', 0, 5), 30, true),
          entry(y, rome('2026-10-25', 0, 30), 40, true),
          entry(y, rome('2026-10-26', 9), 0, true, true),
        ])
        .execute();
      await migrateToLatest(raw, handle.engine);
      expect(await rollup(handle.db)).toEqual([
        total(x, '2026-03-29', 30, 10, 2),
        total(x, '2026-03-30', 30, 30, 1),
        total(y, '2026-10-25', 40, 40, 1),
      ]);
      expect(await rollup(handle.db)).toEqual(await fromEntries(handle.db));
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
