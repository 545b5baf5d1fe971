import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

/** A to-do assigned to `assigneeId` with a time entry on it: DELETE archives it. */
async function archivedTodo(title: string, assigneeId: number) {
  const todo = ok(await t.call('POST', '/api/todos', t.admin, { title, assignee_ids: [assigneeId] })).todo;
  expect(todo.archived_at).toBeNull();
  ok(
    await t.call('POST', '/api/timings', t.admin, {
      todo_id: todo.id,
      started_at: '2026-03-02T08:00:00Z',
      ended_at: '2026-03-02T09:00:00Z',
    }),
  );
  const del = ok(await t.call('DELETE', `/api/todos/${todo.id}`, t.admin));
  expect(del).toEqual({
    result: 'archived',
    message: 'Il to-do ha tempi registrati: è stato archiviato invece che eliminato.',
  });
  return todo as { id: number; updated_at: string };
}

const listedIds = async (q: string) =>
  ok(await t.call('GET', `/api/todos?assignee=all&q=${encodeURIComponent(q)}`, t.admin)).data.map(
    (x: { id: number }) => x.id,
  );

describe('to-dos: archive and restore', () => {
  it('an archived to-do says so, leaves the lists, and restore brings it back (logged)', async () => {
    const tech = await t.user('tecnico.archivio@test.it', 'technicians');
    const todo = await archivedTodo('Verifica backup archivio', tech.id);

    const archived = ok(await t.call('GET', `/api/todos/${todo.id}`, t.admin)).todo;
    expect(archived.archived_at).not.toBeNull();
    expect(archived.updated_at > todo.updated_at).toBe(true);
    expect(await listedIds('archivio')).toEqual([]);

    // any user with manage_todos may restore, not only who archived it
    const restored = ok(await t.call('POST', `/api/todos/${todo.id}/restore`, tech.token)).todo;
    expect(restored).toMatchObject({ id: todo.id, title: 'Verifica backup archivio', archived_at: null });
    expect(restored.updated_at > archived.updated_at).toBe(true);
    expect(await listedIds('archivio')).toEqual([todo.id]);

    const activity = ok(await t.call('GET', `/api/todos/${todo.id}/activity`, t.admin));
    expect(activity.data.map((a: { action: string }) => a.action)).toEqual([
      'restored',
      'archived',
      'created',
    ]);
    expect(activity.data[0].changes).toEqual([
      { field: 'archived_at', old: archived.archived_at, new: null },
    ]);
  });

  it('an archived to-do is read-only until restored: edits, moves, completion and checklist answer 409', async () => {
    const todo = ok(
      await t.call('POST', '/api/todos', t.admin, { title: 'Sola lettura', assignee_ids: [t.adminId] }),
    ).todo;
    const item = ok(await t.call('POST', `/api/todos/${todo.id}/checklist`, t.admin, { text: 'Voce' }))
      .items[0];
    ok(
      await t.call('POST', '/api/timings', t.admin, {
        todo_id: todo.id,
        started_at: '2026-03-03T08:00:00Z',
        ended_at: '2026-03-03T09:00:00Z',
      }),
    );
    expect(ok(await t.call('DELETE', `/api/todos/${todo.id}`, t.admin)).result).toBe('archived');
    const archived = ok(await t.call('GET', `/api/todos/${todo.id}`, t.admin)).todo;
    const [, otherState] = Object.values(t.lookups.todo_states ?? {});
    const refusals = [
      await t.call('PUT', `/api/todos/${todo.id}`, t.admin, {
        title: 'Modificato',
        assignee_ids: [],
        updated_at: archived.updated_at,
      }),
      await t.call('PUT', `/api/todos/${todo.id}/state`, t.admin, { state_id: otherState }),
      await t.call('POST', `/api/todos/${todo.id}/complete`, t.admin),
      await t.call('PUT', `/api/todos/${todo.id}/recurrence`, t.admin, {
        recurrence: { type_repeat: 'none' },
        updated_at: archived.updated_at,
      }),
      await t.call('POST', `/api/todos/${todo.id}/checklist`, t.admin, { text: 'Altra voce' }),
      await t.call('POST', `/api/checklist-items/${item.id}/toggle`, t.admin, {}),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        alert: { message: 'Il to-do è archiviato: ripristinalo per modificarlo.', type: 'error' },
      });
    }
    // Nothing changed, and it can still be read.
    const after = ok(await t.call('GET', `/api/todos/${todo.id}`, t.admin)).todo;
    expect(after).toMatchObject({
      title: 'Sola lettura',
      updated_at: archived.updated_at,
      completed_at: null,
    });
    const checklist = ok(await t.call('GET', `/api/todos/${todo.id}/checklist`, t.admin));
    expect(
      checklist.items.map((i: { text: string; checked_at: string | null }) => [i.text, i.checked_at]),
    ).toEqual([['Voce', null]]);

    ok(await t.call('POST', `/api/todos/${todo.id}/restore`, t.admin));
    expect(
      ok(await t.call('POST', `/api/todos/${todo.id}/complete`, t.admin)).todo.completed_at,
    ).not.toBeNull();
  });

  it('no new time on an archived to-do (entry, timer, moving an entry onto it); its own entries stay editable', async () => {
    const todo = await archivedTodo('Tempi chiusi', t.adminId);
    const refusal = {
      message: expect.any(String),
      errors: { todo_id: ['Il to-do è archiviato: ripristinalo per registrarci tempo'] },
    };
    const entry = await t.call('POST', '/api/timings', t.admin, {
      todo_id: todo.id,
      started_at: '2026-03-04T08:00:00Z',
      ended_at: '2026-03-04T09:00:00Z',
    });
    expect(entry.statusCode).toBe(422);
    expect(entry.json()).toEqual(refusal);
    const timer = await t.call('POST', '/api/timings/timer/start', t.admin, { todo_id: todo.id });
    expect(timer.statusCode).toBe(422);
    expect(timer.json()).toEqual(refusal);
    expect(ok(await t.call('GET', '/api/timings/timer', t.admin)).timer).toBeNull();

    const elsewhere = ok(
      await t.call('POST', '/api/timings', t.admin, {
        started_at: '2026-03-05T08:00:00Z',
        ended_at: '2026-03-05T09:00:00Z',
        description: 'Altrove',
      }),
    ).timing;
    const moved = await t.call('PUT', `/api/timings/${elsewhere.id}`, t.admin, {
      todo_id: todo.id,
      project_id: null,
      client_id: null,
      type_id: null,
      user_id: null,
      started_at: elsewhere.started_at,
      ended_at: elsewhere.ended_at,
      minutes: null,
      description: 'Altrove',
      billable: elsewhere.billable,
      updated_at: elsewhere.updated_at,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toEqual(refusal);
    expect(ok(await t.call('GET', `/api/timings/${elsewhere.id}`, t.admin)).timing.todo_id).toBeNull();

    // The entry booked before the archive can still be corrected.
    const mine = ok(await t.call('GET', `/api/timings?todo_id=${todo.id}`, t.admin)).data[0];
    const corrected = ok(
      await t.call('PUT', `/api/timings/${mine.id}`, t.admin, {
        todo_id: todo.id,
        project_id: mine.project_id,
        client_id: null,
        type_id: mine.type_id,
        user_id: null,
        started_at: mine.started_at,
        ended_at: mine.ended_at,
        minutes: null,
        description: 'Corretto dopo',
        billable: mine.billable,
        updated_at: mine.updated_at,
      }),
    ).timing;
    expect(corrected).toMatchObject({ id: mine.id, todo_id: todo.id, description: 'Corretto dopo' });

    ok(await t.call('POST', `/api/todos/${todo.id}/restore`, t.admin));
    ok(await t.call('POST', '/api/timings/timer/start', t.admin, { todo_id: todo.id }));
    ok(await t.call('POST', '/api/timings/timer/stop', t.admin));
  });

  it('restoring a to-do that is not archived answers it unchanged and logs nothing', async () => {
    const todo = ok(await t.call('POST', '/api/todos', t.admin, { title: 'Mai archiviato' })).todo;
    const again = ok(await t.call('POST', `/api/todos/${todo.id}/restore`, t.admin)).todo;
    expect(again).toMatchObject({ id: todo.id, archived_at: null, updated_at: todo.updated_at });
    const activity = ok(await t.call('GET', `/api/todos/${todo.id}/activity`, t.admin));
    expect(activity.data.map((a: { action: string }) => a.action)).toEqual(['created']);
  });

  it('needs manage_todos (being an assignee is not enough); 404 for an unknown to-do', async () => {
    const acc = await t.user('amministrazione.archivio@test.it', 'accounting');
    const todo = await archivedTodo('Fattura archiviata', acc.id);
    const refused = await t.call('POST', `/api/todos/${todo.id}/restore`, acc.token);
    expect(refused.statusCode).toBe(403);
    expect(ok(await t.call('GET', `/api/todos/${todo.id}`, t.admin)).todo.archived_at).not.toBeNull();

    const missing = await t.call('POST', '/api/todos/999999/restore', t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ alert: { message: 'To-do non trovato.', type: 'error' } });
  });
});
