import { isoWeekOf, romeDateOf, romeToInstant } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

/** Rome wall time → ISO instant. */
const rome = (day: string, hour: number, minute = 0) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeToInstant({ year, month, day: d, hour, minute, second: 0 })).toISOString();
};

describe('entries, timesheet, report', () => {
  it('manual CRUD with computed minutes, overlap warning, 409', async () => {
    const first = ok(
      await t.call('POST', '/api/timings', t.admin, {
        started_at: rome('2026-02-10', 9),
        ended_at: rome('2026-02-10', 11),
        description: 'Analisi',
      }),
    );
    expect(first.timing.minutes).toBe(120);
    expect(first.warnings).toEqual([]);
    const second = ok(
      await t.call('POST', '/api/timings', t.admin, {
        started_at: rome('2026-02-10', 10, 30),
        ended_at: rome('2026-02-10', 12),
      }),
    );
    expect(second.warnings).toHaveLength(1);
    expect(second.warnings[0].message).toBe('Si sovrappone a «Analisi» (10/02/2026 09:00–11:00).');
    const duration = ok(
      await t.call('POST', '/api/timings', t.admin, { started_at: rome('2026-02-10', 10), minutes: 45 }),
    );
    expect(duration.timing).toMatchObject({ minutes: 45, duration_only: true });
    expect(duration.warnings).toEqual([]);
    const upd = {
      started_at: rome('2026-02-10', 14),
      ended_at: rome('2026-02-10', 15),
      updated_at: second.timing.updated_at,
    };
    const moved = ok(await t.call('PUT', `/api/timings/${second.timing.id}`, t.admin, upd));
    expect(moved).toMatchObject({ timing: { minutes: 60 }, warnings: [] });
    expect((await t.call('PUT', `/api/timings/${second.timing.id}`, t.admin, upd)).statusCode).toBe(409);
    const bad = await t.call('POST', '/api/timings', t.admin, {
      started_at: rome('2026-02-10', 14),
      ended_at: rome('2026-02-10', 13),
    });
    expect(bad.statusCode).toBe(422);
    for (const id of [first.timing.id, second.timing.id, duration.timing.id]) {
      expect(ok(await t.call('DELETE', `/api/timings/${id}`, t.admin)).result).toBe('deleted');
    }
  });

  it('permissions: own entries only without view_all_timings', async () => {
    const tech = await t.user('tecnico.perm@test.it', 'technicians');
    const acc = await t.user('amministrazione.perm@test.it', 'accounting');
    const mine = ok(
      await t.call('POST', '/api/timings', tech.token, { started_at: rome('2026-03-02', 9), minutes: 30 }),
    ).timing;
    expect(ok(await t.call('GET', '/api/timings', tech.token)).data.map((e: { id: number }) => e.id)).toEqual(
      [mine.id],
    );
    expect((await t.call('GET', `/api/timings?user_id=${acc.id}`, tech.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/timings?user_id=all', tech.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/timesheet?user_id=${acc.id}`, tech.token)).statusCode).toBe(403);
    const other = await t.call('POST', '/api/timings', tech.token, {
      user_id: acc.id,
      started_at: rome('2026-03-02', 9),
      minutes: 30,
    });
    expect(other.statusCode).toBe(403);
    // accounting: view_all_timings + manage_timings
    expect(ok(await t.call('GET', `/api/timings?user_id=${tech.id}`, acc.token)).meta.total).toBe(1);
    expect((await t.call('GET', `/api/timings/${mine.id}`, acc.token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/timings/${mine.id}`, t.admin)).statusCode).toBe(200);
    const otherTech = await t.user('tecnico.perm2@test.it', 'technicians');
    expect((await t.call('GET', `/api/timings/${mine.id}`, otherTech.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/timings/${mine.id}`, otherTech.token)).statusCode).toBe(404);
  });

  it('timesheet: per-day and per-project totals over the week, cell semantics, report sums = entries', async () => {
    const user = await t.user('tecnico.ts@test.it', 'technicians');
    const p1 = ok(await t.call('POST', '/api/projects', t.admin, { code: 'TS-A', name: 'Alfa' })).project;
    const p2 = ok(await t.call('POST', '/api/projects', t.admin, { code: 'TS-B', name: 'Beta' })).project;
    // Week 2026-W13: Mon 23 … Sun 29 March (DST change on Sunday).
    const entries: [string, number, number, number | null, boolean][] = [
      ['2026-03-23', 9, 120, p1.id, true],
      ['2026-03-23', 14, 60, p2.id, false],
      ['2026-03-24', 0, 30, p1.id, true], // just after local midnight: Tuesday, not Monday
      ['2026-03-29', 23, 15, null, true], // Sunday 23:00 local, after the DST change
      ['2026-03-30', 8, 999, p1.id, true], // next week
    ];
    for (const [day, hour, minutes, project_id, billable] of entries) {
      ok(
        await t.call('POST', '/api/timings', user.token, {
          started_at: rome(day, hour),
          minutes,
          project_id,
          billable,
        }),
      );
    }
    const ts = ok(await t.call('GET', '/api/timesheet?week=2026-W13', user.token));
    expect(ts.days.map((d: { minutes: number }) => d.minutes)).toEqual([180, 30, 0, 0, 0, 0, 15]);
    expect(ts.total).toBe(225);
    expect(
      ts.rows.map((r: { project_code: string | null; total: number }) => [r.project_code, r.total]),
    ).toEqual([
      ['TS-A', 150],
      ['TS-B', 60],
      [null, 15],
    ]);
    expect(ts.rows[0].minutes).toEqual([120, 30, 0, 0, 0, 0, 0]);

    // Cell: Monday/Alfa holds a 120-minute entry; setting 200 adds an 80-minute cell entry.
    const set = ok(
      await t.call('PUT', '/api/timesheet/cell', user.token, {
        project_id: p1.id,
        date: '2026-03-23',
        minutes: 200,
      }),
    );
    expect(set.rows[0].minutes[0]).toBe(200);
    // The first duration-only entry of the cell is the one adjusted (here the 120-minute one, entered as minutes).
    const back = ok(
      await t.call('PUT', '/api/timesheet/cell', user.token, {
        project_id: p1.id,
        date: '2026-03-23',
        minutes: 50,
      }),
    );
    expect(back.rows[0].minutes[0]).toBe(50);
    const wed = ok(
      await t.call('PUT', '/api/timesheet/cell', user.token, {
        project_id: p2.id,
        date: '2026-03-25',
        minutes: 90,
      }),
    );
    expect(wed.days[2].minutes).toBe(90);
    const cleared = ok(
      await t.call('PUT', '/api/timesheet/cell', user.token, {
        project_id: p2.id,
        date: '2026-03-25',
        minutes: 0,
      }),
    );
    expect(cleared.days[2].minutes).toBe(0);
    // a timed entry cannot be reduced from the grid
    ok(
      await t.call('POST', '/api/timings', user.token, {
        started_at: rome('2026-03-26', 9),
        ended_at: rome('2026-03-26', 10),
        project_id: p2.id,
      }),
    );
    const below = await t.call('PUT', '/api/timesheet/cell', user.token, {
      project_id: p2.id,
      date: '2026-03-26',
      minutes: 30,
    });
    expect(below.statusCode).toBe(422);

    // Report over the week = the entries
    const all = await t.app.db
      .selectFrom('timings')
      .select(['project_id', 'minutes', 'billable', 'started_at'])
      .where('user_id', '=', user.id)
      .execute();
    const inWeek = all.filter((e) => isoWeekOf(romeDateOf(Date.parse(e.started_at))) === '2026-W13');
    const report = ok(
      await t.call('GET', '/api/timings/report?from=2026-03-23&to=2026-03-29&group_by=project', user.token),
    );
    expect(report.total.minutes).toBe(inWeek.reduce((s, e) => s + e.minutes, 0));
    expect(report.total.billable_minutes).toBe(
      inWeek.filter((e) => e.billable === true || e.billable === 1).reduce((s, e) => s + e.minutes, 0),
    );
    for (const row of report.rows) {
      expect(row.minutes).toBe(
        inWeek.filter((e) => e.project_id === row.key).reduce((s, e) => s + e.minutes, 0),
      );
    }
    expect(report.rows.find((r: { key: number | null }) => r.key === null).label).toBe('Senza progetto');
    const byUser = ok(
      await t.call(
        'GET',
        `/api/timings/report?from=2026-03-23&to=2026-03-29&group_by=user&user_id=${user.id}`,
        t.admin,
      ),
    );
    expect(byUser.rows).toEqual([
      {
        key: user.id,
        label: 'Mario Rossi',
        minutes: report.total.minutes,
        billable_minutes: report.total.billable_minutes,
      },
    ]);
    const csv = await t.call(
      'GET',
      '/api/timings/report/export?from=2026-03-23&to=2026-03-29&format=csv',
      user.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('ore-per-progetto-2026-03-23-2026-03-29.csv');
    // Italian Excel: decimal comma, no thousands separator (80 minutes = 1,33 hours).
    expect(csv.body.split('\r\n')).toEqual(
      expect.arrayContaining(['TS-A – Alfa;80;1,33;80;1,33', 'Totale;215;3,58;155;2,58']),
    );
    const byType = await t.call(
      'GET',
      '/api/timings/report/export?from=2026-03-23&to=2026-03-29&format=csv&group_by=type',
      user.token,
    );
    expect(byType.headers['content-disposition']).toContain('ore-per-tipo-2026-03-23-2026-03-29.csv');
    const xlsx = await t.call(
      'GET',
      '/api/timings/report/export?from=2026-03-23&to=2026-03-29&format=xlsx',
      user.token,
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // project Tempi tab: list filtered by project with the total
    const tempi = ok(
      await t.call('GET', `/api/timings?project_id=${p1.id}&from=2026-03-23&to=2026-03-29`, user.token),
    );
    expect(tempi.total_minutes).toBe(50 + 30);
    expect(tempi.meta.total).toBe(2);
  });

  it('dashboard: my to-dos today and overdue, running timer, week minutes', async () => {
    const user = await t.user('tecnico.dash@test.it', 'technicians');
    const today = romeDateOf(Date.now());
    ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Oggi',
        assignee_ids: [user.id],
        due_at: rome(today, 23, 59),
      }),
    );
    ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Ieri',
        assignee_ids: [user.id],
        due_at: '2026-01-01T10:00:00Z',
      }),
    );
    ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Non mio',
        assignee_ids: [t.adminId],
        due_at: '2026-01-01T10:00:00Z',
      }),
    );
    ok(
      await t.call('POST', '/api/timings', user.token, {
        started_at: new Date(Date.now() - 3_600_000).toISOString(),
        minutes: 30,
      }),
    );
    ok(await t.call('POST', '/api/timings/timer/start', user.token, {}));
    const { my_todos: todos, time } = ok(await t.call('GET', '/api/dashboard', user.token));
    expect(todos.today.map((d: { title: string }) => d.title)).toEqual(['Oggi']);
    expect(todos.overdue.map((d: { title: string }) => d.title)).toContain('Ieri');
    expect(todos.overdue.map((d: { title: string }) => d.title)).not.toContain('Non mio');
    expect(time.running_timer.running).toBe(true);
    expect(time.week_target_minutes).toBe(2400);
    expect(time.minutes_this_week).toBe(
      isoWeekOf(romeDateOf(Date.now() - 3_600_000)) === isoWeekOf(today) ? 30 : 0,
    );
  });
});
