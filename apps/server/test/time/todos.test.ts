import { romeDateOf, romeWallTime } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
beforeAll(async () => {
  t = await createTimeApp();
});
afterAll(() => t.close());

const romeTime = (iso: string) => {
  const w = romeWallTime(Date.parse(iso));
  return `${romeDateOf(Date.parse(iso))} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

describe('to-dos', () => {
  it('CRUD, my list by default, 409, board, checklist progress, assignee may change state', async () => {
    const tech = await t.user('tecnico.t@test.it', 'technicians');
    const acc = await t.user('amministrazione.t@test.it', 'accounting');
    const todo = ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Preparare offerta',
        assignee_ids: [acc.id],
        priority: 'high',
        due_at: '2020-01-10T09:00:00+01:00',
      }),
    ).todo;
    expect(todo).toMatchObject({
      priority: 'high',
      state_name: 'Da fare',
      overdue: true,
      due_at: '2020-01-10T08:00:00.000Z',
    });
    expect(ok(await t.call('GET', '/api/todos', acc.token)).data.map((x: { id: number }) => x.id)).toEqual([
      todo.id,
    ]);
    expect(ok(await t.call('GET', '/api/todos', tech.token)).data).toHaveLength(0);
    expect(ok(await t.call('GET', '/api/todos?assignee=all&overdue=true', tech.token)).meta.total).toBe(1);

    // accounting has no manage_todos: no edit, but state and checklist of its own to-do
    const edit = { title: 'X', assignee_ids: [acc.id], updated_at: todo.updated_at };
    expect((await t.call('PUT', `/api/todos/${todo.id}`, acc.token, edit)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/todos', acc.token, { title: 'No' })).statusCode).toBe(403);
    const item = ok(await t.call('POST', `/api/todos/${todo.id}/checklist`, t.admin, { text: 'Listino' }))
      .items[0];
    ok(await t.call('POST', `/api/todos/${todo.id}/checklist`, t.admin, { text: 'Sconto', position: 0 }));
    const ticked = ok(await t.call('POST', `/api/checklist-items/${item.id}/toggle`, acc.token, {})).item;
    expect(ticked.checked_by).toBe(acc.id);
    expect(ticked.checked_by_name).toBe('Mario Rossi');
    expect(Date.now() - Date.parse(ticked.checked_at)).toBeLessThan(60_000);
    const listed = ok(await t.call('GET', '/api/todos', acc.token)).data[0];
    expect(listed.checklist).toEqual({ total: 2, done: 1 });
    const cl = ok(await t.call('GET', `/api/todos/${todo.id}/checklist`, acc.token));
    expect(cl.items.map((i: { text: string }) => i.text)).toEqual(['Sconto', 'Listino']);
    const unticked = ok(await t.call('POST', `/api/checklist-items/${item.id}/toggle`, acc.token, {})).item;
    expect(unticked).toMatchObject({ checked_at: null, checked_by: null, checked_by_name: null });
    expect((await t.call('POST', `/api/checklist-items/${item.id}/toggle`, tech.token, {})).statusCode).toBe(
      200,
    );
    const outsider = await t.user('esterno.t@test.it', 'accounting');
    expect(
      (await t.call('POST', `/api/checklist-items/${item.id}/toggle`, outsider.token, {})).statusCode,
    ).toBe(403);

    const moved = ok(
      await t.call('PUT', `/api/todos/${todo.id}/state`, acc.token, {
        state_id: t.lookups.todo_states?.in_progress,
      }),
    );
    expect(moved.todo.state_name).toBe('In corso');
    expect(
      (
        await t.call('PUT', `/api/todos/${todo.id}/state`, outsider.token, {
          state_id: t.lookups.todo_states?.done,
        })
      ).statusCode,
    ).toBe(403);

    const board = ok(await t.call('GET', '/api/todos/board?assignee=all', t.admin));
    expect(board.columns.map((c: { name: string }) => c.name)).toEqual([
      'Da fare',
      'In corso',
      'In attesa',
      'Completato',
    ]);
    expect(board.columns[1].cards.map((c: { id: number }) => c.id)).toContain(todo.id);

    const fresh = ok(await t.call('GET', `/api/todos/${todo.id}`, t.admin)).todo;
    const saved = ok(
      await t.call('PUT', `/api/todos/${todo.id}`, t.admin, {
        ...edit,
        title: 'Offerta',
        updated_at: fresh.updated_at,
      }),
    ).todo;
    expect(saved.title).toBe('Offerta');
    expect(
      (await t.call('PUT', `/api/todos/${todo.id}`, t.admin, { ...edit, updated_at: fresh.updated_at }))
        .statusCode,
    ).toBe(409);
    expect(ok(await t.call('DELETE', `/api/todos/${todo.id}`, t.admin)).result).toBe('deleted');
  });

  it('completing a weekly recurring to-do creates the next occurrence (assignees, unticked checklist, 09:00 local across DST) and stops after N', async () => {
    const tech = await t.user('tecnico.r@test.it', 'technicians');
    const first = ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Backup settimanale',
        description: 'Verificare i log',
        assignee_ids: [tech.id],
        due_at: '2026-03-20T09:00:00+01:00', // Friday
        recurrence: { type_repeat: 'weekly', weekdays: [1, 5], type_end_repeat: 'after', end_count: 3 },
      }),
    ).todo;
    expect(first.series_id).toBe(first.id);
    ok(await t.call('POST', `/api/todos/${first.id}/checklist`, t.admin, { text: 'Controlla NAS' }));
    const items = ok(await t.call('GET', `/api/todos/${first.id}/checklist`, tech.token)).items;
    ok(await t.call('POST', `/api/checklist-items/${items[0].id}/toggle`, tech.token, {}));

    const c1 = ok(await t.call('POST', `/api/todos/${first.id}/complete`, tech.token));
    expect(c1.todo.state_is_closed).toBe(true);
    expect(c1.todo.completed_at).not.toBeNull();
    const second = c1.next;
    expect(romeTime(second.due_at)).toBe('2026-03-23 09:00'); // Monday, after the DST change: still 09:00
    expect(second).toMatchObject({
      series_id: first.id,
      occurrence_index: 2,
      description: 'Verificare i log',
      state_name: 'Da fare',
    });
    expect(second.assignees.map((a: { id: number }) => a.id)).toEqual([tech.id]);
    expect(second.checklist).toEqual({ total: 1, done: 0 });

    // completing again is idempotent
    expect(ok(await t.call('POST', `/api/todos/${first.id}/complete`, tech.token)).next).toBeNull();

    const third = ok(await t.call('POST', `/api/todos/${second.id}/complete`, tech.token)).next;
    expect(romeTime(third.due_at)).toBe('2026-03-27 09:00');
    expect(third.occurrence_index).toBe(3);
    expect(ok(await t.call('POST', `/api/todos/${third.id}/complete`, tech.token)).next).toBeNull();
    const series = await t.app.db
      .selectFrom('todos')
      .select('id')
      .where('series_id', '=', first.id)
      .execute();
    expect(series).toHaveLength(3);
  });

  it('monthly on the 31st clamps; editing and stopping the series', async () => {
    const t1 = ok(
      await t.call('POST', '/api/todos', t.admin, {
        title: 'Fatture fine mese',
        assignee_ids: [t.adminId],
        due_at: '2026-01-31T17:00:00+01:00',
        recurrence: { type_repeat: 'monthly' },
      }),
    ).todo;
    const t2 = ok(await t.call('POST', `/api/todos/${t1.id}/complete`, t.admin)).next;
    expect(romeTime(t2.due_at)).toBe('2026-02-28 17:00');
    const t3 = ok(await t.call('POST', `/api/todos/${t2.id}/complete`, t.admin)).next;
    expect(romeTime(t3.due_at)).toBe('2026-03-31 17:00');

    // move to every 2 months from here, ending on a date
    const edited = ok(
      await t.call('PUT', `/api/todos/${t3.id}/recurrence`, t.admin, {
        recurrence: {
          type_repeat: 'monthly',
          interval: 2,
          type_end_repeat: 'on_date',
          end_date: '2026-06-30',
        },
        updated_at: t3.updated_at,
      }),
    ).todo;
    expect(edited.recurrence).toMatchObject({
      interval: 2,
      type_end_repeat: 'on_date',
      end_date: '2026-06-30',
    });
    const t4 = ok(await t.call('POST', `/api/todos/${t3.id}/complete`, t.admin)).next;
    expect(romeTime(t4.due_at)).toBe('2026-05-31 17:00');
    const stop = ok(
      await t.call('PUT', `/api/todos/${t4.id}/recurrence`, t.admin, {
        recurrence: { type_repeat: 'none' },
        updated_at: t4.updated_at,
      }),
    ).todo;
    expect(stop.recurrence.type_repeat).toBe('none');
    expect(ok(await t.call('POST', `/api/todos/${t4.id}/complete`, t.admin)).next).toBeNull();
    // recurrence needs a due date
    const bad = await t.call('POST', '/api/todos', t.admin, {
      title: 'x',
      recurrence: { type_repeat: 'daily' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('checklist templates: CRUD, 409, apply to a project', async () => {
    const tpl = ok(
      await t.call('POST', '/api/checklist-templates', t.admin, {
        name: 'Go-live',
        items: ['DNS', 'SSL', 'Backup'],
      }),
    ).template;
    const stale = await t.call('PUT', `/api/checklist-templates/${tpl.id}`, t.admin, {
      name: 'Go live',
      items: ['DNS'],
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const project = ok(
      await t.call('POST', '/api/projects', t.admin, { code: 'CHK', name: 'Checklist' }),
    ).project;
    const applied = ok(
      await t.call('POST', `/api/projects/${project.id}/checklist/apply-template`, t.admin, {
        template_id: tpl.id,
      }),
    );
    expect(applied.items.map((i: { text: string }) => i.text)).toEqual(['DNS', 'SSL', 'Backup']);
    expect(applied.progress).toEqual({ total: 3, done: 0 });
    const moved = ok(
      await t.call('PUT', `/api/checklist-items/${applied.items[2].id}`, t.admin, {
        position: 0,
        text: 'Backup!',
      }),
    );
    expect(moved.items.map((i: { text: string }) => i.text)).toEqual(['Backup!', 'DNS', 'SSL']);
    const sales = await t.user('commerciale.c@test.it', 'sales');
    expect(
      (await t.call('POST', `/api/checklist-items/${applied.items[0].id}/toggle`, sales.token, {}))
        .statusCode,
    ).toBe(403);
  });
});
