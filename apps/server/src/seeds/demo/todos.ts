import { addDays } from '@officina/contracts';
import { normalizeText, searchText } from '../../db/search.ts';
import { nextMonday, romeAtIso } from './days.ts';
import { checklistTexts, insertInChunks, type TimeSeed, todoTitles } from './time-data.ts';

const TODOS = 300;

type Lookup = { id: number; key: string | null };

/**
 * Every demo user's open to-dos around the day of seeding: two due today, three overdue (yesterday, 3
 * and 9 days ago), two next week. Times only: a to-do's due is an instant.
 */
function agenda(today: string): [title: string, day: string, hour: number, minute: number][] {
  const monday = nextMonday(today);
  return [
    ['Chiamare referente', today, 11, 0],
    ['Verificare backup', today, 17, 30],
    ['Report mensile', addDays(today, -1), 16, 0],
    ['Aggiornare documentazione', addDays(today, -3), 10, 0],
    ['Rinnovo dominio', addDays(today, -9), 9, 0],
    ['Riunione di avvio', monday, 9, 30],
    ['Formazione utenti', addDays(monday, 3), 14, 30],
  ];
}

/**
 * 300 to-dos: each demo user's agenda (above), then random ones due within 45 days either side of today
 * (a quarter completed, every 15th recurring, every 5th with a checklist).
 */
export async function seedTodos(s: TimeSeed, states: Lookup[], categories: Lookup[]): Promise<void> {
  const { trx, r, pick, now } = s;
  const closed = states.find((st) => st.key === 'done');
  const open = states.filter((st) => st.key !== 'done');
  const assignees: { todo_id: number; user_id: number }[] = [];
  const items: Record<string, unknown>[] = [];
  const insert = async (
    user: number,
    title: string,
    dueAt: string,
    state: Lookup | undefined,
    recurrence: 'none' | 'weekly' | 'monthly',
  ) => {
    const projectIndex = Math.floor(r() * s.projectIds.length);
    const { id } = await trx
      .insertInto('todos')
      .values({
        title,
        title_key: normalizeText(title),
        search_text: searchText([title]),
        description: r() < 0.4 ? 'Dettagli nel ticket del cliente.' : null,
        project_id: s.projectIds[projectIndex] ?? null,
        client_id: s.clients[projectIndex % Math.max(1, s.clients.length)]?.id ?? null,
        state_id: state?.id ?? null,
        category_id: pick(categories)?.id ?? null,
        priority_rank: 1 + Math.floor(r() * 4),
        due_at: dueAt,
        estimate_minutes: 30 * (1 + Math.floor(r() * 8)),
        repeat_type: recurrence,
        repeat_weekdays: recurrence === 'weekly' ? '1,4' : '',
        repeat_interval: 1,
        end_repeat_type: 'never',
        series_anchor_at: recurrence === 'none' ? null : dueAt,
        completed_at: state?.key === 'done' ? now : null,
        created_at: now,
        updated_at: now,
        created_by: s.users[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (recurrence !== 'none')
      await trx.updateTable('todos').set({ series_id: id }).where('id', '=', id).execute();
    assignees.push({ todo_id: id, user_id: user });
    return id;
  };
  const addChecklist = (todoId: number, count: number, user: number) => {
    checklistTexts.slice(0, count).forEach((text, position) => {
      const ticked = r() < 0.4;
      items.push({
        todo_id: todoId,
        project_id: null,
        text,
        position,
        checked_at: ticked ? now : null,
        checked_by: ticked ? user : null,
        created_at: now,
        updated_at: now,
      });
    });
  };

  const plan = agenda(s.today);
  for (const user of s.users) {
    for (const [k, [title, day, hour, minute]] of plan.entries()) {
      const id = await insert(user, title, romeAtIso(day, hour, minute), open[k % open.length], 'none');
      if (k === 1) addChecklist(id, 3, user);
    }
  }
  for (let i = 0; i < TODOS - s.users.length * plan.length; i++) {
    const title = pick(todoTitles);
    const user = s.users[i % s.users.length] as number;
    const state = i % 4 === 0 && closed ? closed : pick(open);
    const dueAt = romeAtIso(addDays(s.today, Math.floor(r() * 90) - 45), 9 + Math.floor(r() * 9));
    const recurrence = i % 15 === 0 ? (i % 2 === 0 ? 'weekly' : 'monthly') : 'none';
    const id = await insert(user, title, dueAt, state, recurrence);
    if (i % 5 === 0) addChecklist(id, 3 + (i % 3), user);
  }
  await insertInChunks(trx, 'todo_assignees', assignees);
  await insertInChunks(trx, 'checklist_items', items);
}
