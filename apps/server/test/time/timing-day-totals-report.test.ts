import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createDb } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { dbBool, nowIso } from '../../src/db/values.ts';
import { createTestDatabase, testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';
import {
  consistent as consistentIn,
  fromEntries,
  rollup,
  rome,
  total,
} from './timing-day-totals-fixtures.ts';

let t: TimeApp;
let db: Db;
beforeAll(async () => {
  t = await createTimeApp();
  db = t.app.db;
});
afterAll(() => t.close());

const consistent = (userId: number) => consistentIn(db, userId);

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
