import { romeToInstant } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

/** Rome wall time → ISO instant. */
const _rome = (day: string, hour: number, minute = 0) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeToInstant({ year, month, day: d, hour, minute, second: 0 })).toISOString();
};

describe('timer', () => {
  it('20 concurrent starts leave exactly one running entry; stop; get', async () => {
    const tech = await t.user('tecnico.timer@test.it', 'technicians');
    const starts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/timings/timer/start', tech.token, { description: `avvio ${i}` }),
      ),
    );
    expect(starts.map((r) => r.statusCode)).toEqual(new Array(20).fill(200));
    const rows = await t.app.db.selectFrom('timings').selectAll().where('user_id', '=', tech.id).execute();
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.ended_at === null)).toHaveLength(1);
    const state = ok(await t.call('GET', '/api/timings/timer', tech.token));
    expect(state.timer.running).toBe(true);
    expect(Math.abs(Date.parse(state.server_time) - Date.now())).toBeLessThan(5_000);
    const stopped = ok(await t.call('POST', '/api/timings/timer/stop', tech.token));
    expect(stopped.stopped.id).toBe(state.timer.id);
    expect(stopped.stopped.minutes).toBe(1);
    expect(ok(await t.call('GET', '/api/timings/timer', tech.token)).timer).toBeNull();
    expect(ok(await t.call('POST', '/api/timings/timer/stop', tech.token)).stopped).toBeNull();
  });

  it('starting on a to-do fills its project and client; a second start stops the first', async () => {
    const project = ok(
      await t.call('POST', '/api/projects', t.admin, { code: 'TIMER', name: 'Timer' }),
    ).project;
    const todo = ok(
      await t.call('POST', '/api/todos', t.admin, { title: 'Lavoro', project_id: project.id }),
    ).todo;
    const a = ok(await t.call('POST', '/api/timings/timer/start', t.admin, { todo_id: todo.id }));
    expect(a.timer).toMatchObject({ todo_id: todo.id, project_id: project.id, running: true });
    const b = ok(await t.call('POST', '/api/timings/timer/start', t.admin, { project_id: project.id }));
    expect(b.stopped.id).toBe(a.timer.id);
    expect(b.stopped.running).toBe(false);
    ok(await t.call('POST', '/api/timings/timer/stop', t.admin));
  });

  it('the database refuses a second running entry for a user', async () => {
    const now = new Date().toISOString();
    const row = {
      user_id: t.adminId,
      started_at: now,
      ended_at: null,
      minutes: 0,
      duration_only: 0,
      billable: 1,
      created_at: now,
      updated_at: now,
    };
    await t.app.db.insertInto('timings').values(row).execute();
    await expect(t.app.db.insertInto('timings').values(row).execute()).rejects.toThrow();
    await t.app.db
      .deleteFrom('timings')
      .where('user_id', '=', t.adminId)
      .where('ended_at', 'is', null)
      .execute();
  });
});
