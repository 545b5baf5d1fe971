import { romeDateOf } from '@officina/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { dbBool, nowIso } from '../../src/db/values.ts';
import { testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';
import { consistent as consistentIn, edit, rollup, rome, total } from './timing-day-totals-fixtures.ts';

let t: TimeApp;
let db: Db;
beforeAll(async () => {
  t = await createTimeApp();
  db = t.app.db;
});
afterAll(() => t.close());

const consistent = (userId: number) => consistentIn(db, userId);

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
