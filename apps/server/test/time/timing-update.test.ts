import { romeToInstant } from '@officina/contracts';
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

/** What the web's edit dialog sends: every field, with the `updated_at` it read. */
const edit = (timing: Record<string, unknown>, changes: Record<string, unknown>) => ({
  user_id: null,
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

describe('editing a time entry (PUT /timings/:id)', () => {
  it('the owner changes every field; a to-do brings its project and client; overlaps warn; 409 when stale', async () => {
    const tech = await t.user('tecnico.edit@test.it', 'technicians');
    const client = ok(
      await t.call('POST', '/api/clients', t.admin, { business_name: 'Cliente Modifica S.r.l.' }),
    ).client;
    const project = ok(
      await t.call('POST', '/api/projects', t.admin, {
        code: 'EDIT',
        name: 'Modifiche',
        client_id: client.id,
      }),
    ).project;
    const todo = ok(
      await t.call('POST', '/api/todos', t.admin, { title: 'Collaudo', project_id: project.id }),
    ).todo;
    const typeId = t.lookups.timing_types?.meeting;
    const busy = ok(
      await t.call('POST', '/api/timings', tech.token, {
        started_at: rome('2026-04-14', 15),
        ended_at: rome('2026-04-14', 16),
        description: 'Riunione',
      }),
    ).timing;
    const entry = ok(
      await t.call('POST', '/api/timings', tech.token, {
        started_at: rome('2026-04-13', 9),
        ended_at: rome('2026-04-13', 10),
        description: 'Prima',
      }),
    ).timing;

    const saved = ok(
      await t.call(
        'PUT',
        `/api/timings/${entry.id}`,
        tech.token,
        edit(entry, {
          todo_id: todo.id,
          project_id: null,
          type_id: typeId,
          started_at: rome('2026-04-14', 14),
          ended_at: rome('2026-04-14', 15, 30),
          description: 'Dopo',
          billable: false,
        }),
      ),
    );
    expect(saved.timing).toMatchObject({
      id: entry.id,
      user_id: tech.id,
      todo_id: todo.id,
      project_id: project.id,
      client_id: client.id,
      type_id: typeId,
      minutes: 90,
      duration_only: false,
      description: 'Dopo',
      billable: false,
      todo_title: 'Collaudo',
    });
    expect(saved.timing.updated_at).not.toBe(entry.updated_at);
    expect(saved.warnings).toEqual([
      { field: 'started_at', message: 'Si sovrappone a «Riunione» (14/04/2026 15:00–16:00).' },
    ]);

    // The form's old version is refused and nothing changes.
    const stale = await t.call('PUT', `/api/timings/${entry.id}`, tech.token, edit(entry, { minutes: 5 }));
    expect(stale.statusCode).toBe(409);
    expect(ok(await t.call('GET', `/api/timings/${entry.id}`, tech.token)).timing.minutes).toBe(90);

    // The end must follow the start (422, nothing written).
    const backwards = await t.call(
      'PUT',
      `/api/timings/${entry.id}`,
      tech.token,
      edit(saved.timing, { ended_at: rome('2026-04-14', 13) }),
    );
    expect(backwards.statusCode).toBe(422);
    for (const id of [busy.id, entry.id]) ok(await t.call('DELETE', `/api/timings/${id}`, tech.token));
  });

  it('a duration-only entry stays one (no overlap check) when only its minutes and day change', async () => {
    const tech = await t.user('tecnico.durata@test.it', 'technicians');
    ok(
      await t.call('POST', '/api/timings', tech.token, {
        started_at: rome('2026-04-20', 9),
        ended_at: rome('2026-04-20', 12),
      }),
    );
    const cell = ok(
      await t.call('POST', '/api/timings', tech.token, { started_at: rome('2026-04-20', 9), minutes: 30 }),
    ).timing;
    const saved = ok(
      await t.call(
        'PUT',
        `/api/timings/${cell.id}`,
        tech.token,
        edit(cell, { started_at: rome('2026-04-20', 10), minutes: 75 }),
      ),
    );
    expect(saved.timing).toMatchObject({ minutes: 75, duration_only: true });
    expect(saved.warnings).toEqual([]);
  });

  it('permissions: others need view_all_timings + manage_timings; a running timer is not edited', async () => {
    const tech = await t.user('tecnico.own@test.it', 'technicians');
    const colleague = await t.user('tecnico.other@test.it', 'technicians');
    const sales = await t.user('commerciale.edit@test.it', 'sales');
    const acc = await t.user('amministrazione.edit@test.it', 'accounting');
    const mine = ok(
      await t.call('POST', '/api/timings', tech.token, {
        started_at: rome('2026-04-21', 9),
        ended_at: rome('2026-04-21', 10),
      }),
    ).timing;
    const change = edit(mine, { ended_at: rome('2026-04-21', 11) });

    // Without view_all_timings another user's entry does not exist for you (manage_timings alone adds nothing).
    expect((await t.call('PUT', `/api/timings/${mine.id}`, colleague.token, change)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/timings/${mine.id}`, sales.token, change)).statusCode).toBe(404);
    // The owner cannot hand the entry to someone else.
    const handed = await t.call('PUT', `/api/timings/${mine.id}`, tech.token, {
      ...change,
      user_id: colleague.id,
    });
    expect(handed.statusCode).toBe(403);

    // accounting (view_all_timings + manage_timings) edits it; the entry stays the technician's.
    const byAcc = ok(await t.call('PUT', `/api/timings/${mine.id}`, acc.token, change));
    expect(byAcc.timing).toMatchObject({ user_id: tech.id, minutes: 120 });

    ok(await t.call('POST', '/api/timings/timer/start', tech.token, {}));
    const running = ok(await t.call('GET', '/api/timings/timer', tech.token)).timer;
    const refused = await t.call(
      'PUT',
      `/api/timings/${running.id}`,
      tech.token,
      edit(running, { ended_at: new Date(Date.parse(running.started_at) + 60_000).toISOString() }),
    );
    expect(refused.statusCode).toBe(422);
    ok(await t.call('POST', '/api/timings/timer/stop', tech.token));
  });
});
