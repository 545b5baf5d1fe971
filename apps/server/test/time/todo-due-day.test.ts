import { addDays, romeDateOf, romeWallTime } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

const titles = (list: { title: string }[]) => list.map((todo) => todo.title);

describe('a due date without a time (issue 23)', () => {
  it('is due that whole day: kept as all-day, not overdue today, overdue once the day has passed', async () => {
    const user = await t.user('tecnico.giorno@test.it', 'technicians');
    const today = romeDateOf(Date.now());
    const yesterday = addDays(today, -1);
    const todayTodo = ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Oggi, tutto il giorno',
        assignee_ids: [user.id],
        due_at: today,
      }),
    ).todo;
    expect(todayTodo.due_all_day).toBe(true);
    expect(romeDateOf(Date.parse(todayTodo.due_at))).toBe(today);
    expect(romeWallTime(Date.parse(todayTodo.due_at))).toMatchObject({ hour: 23, minute: 59, second: 59 });
    expect(todayTodo.overdue).toBe(false);
    ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Ieri',
        assignee_ids: [user.id],
        due_at: yesterday,
      }),
    );

    const overdue = ok(await t.call('GET', `/api/todos?assignee=${user.id}&overdue=true`, t.admin)).data;
    expect(titles(overdue)).toEqual(['Ieri']);
    const notOverdue = ok(await t.call('GET', `/api/todos?assignee=${user.id}&overdue=false`, t.admin)).data;
    expect(titles(notOverdue)).toEqual(['Oggi, tutto il giorno']);
    const dash = ok(await t.call('GET', '/api/dashboard', user.token)).my_todos;
    expect(titles(dash.today)).toEqual(['Oggi, tutto il giorno']);
    expect(dash.today[0].due_all_day).toBe(true);
    expect(titles(dash.overdue)).toEqual(['Ieri']);

    const timed = ok(
      await t.call('PUT', `/api/todos/${todayTodo.id}`, t.admin, {
        title: 'Oggi, tutto il giorno',
        assignee_ids: [user.id],
        due_at: '2026-01-01T10:00:00Z',
        updated_at: todayTodo.updated_at,
      }),
    ).todo;
    expect(timed).toMatchObject({ due_all_day: false, due_at: '2026-01-01T10:00:00.000Z', overdue: true });
  });

  it('a start later that day is fine; a malformed date is a 422 on due_at', async () => {
    const ok1 = await t.call('POST', '/api/todos', t.admin, {
      title: 'Inizio e scadenza',
      start_at: '2026-11-25T15:00:00+01:00',
      due_at: '2026-11-25',
    });
    expect(ok1.statusCode).toBe(200);
    const bad = await t.call('POST', '/api/todos', t.admin, { title: 'X', due_at: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.due_at).toBeDefined();
  });

  it('repeats from a day alone: the next occurrence is due the whole next day', async () => {
    const first = ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Ogni giorno',
        assignee_ids: [t.adminId],
        due_at: '2026-03-28',
        recurrence: { type_repeat: 'daily' },
      }),
    ).todo;
    expect(first.recurrence.type_repeat).toBe('daily');
    const next = ok(await t.call('POST', `/api/todos/${first.id}/complete`, t.admin)).next;
    expect(next.due_all_day).toBe(true);
    // 29 March 2026 is the switch to summer time: still the end of that day in Rome.
    expect(romeDateOf(Date.parse(next.due_at))).toBe('2026-03-29');
    expect(romeWallTime(Date.parse(next.due_at))).toMatchObject({ hour: 23, minute: 59, second: 59 });

    const plain = ok(
      await t.call('POST', '/api/todos', t.admin, { title: 'Poi ripetuto', due_at: '2026-12-01' }),
    ).todo;
    const repeated = await t.call('PUT', `/api/todos/${plain.id}/recurrence`, t.admin, {
      recurrence: { type_repeat: 'weekly' },
      updated_at: plain.updated_at,
    });
    expect(repeated.statusCode).toBe(200);
  });
});
