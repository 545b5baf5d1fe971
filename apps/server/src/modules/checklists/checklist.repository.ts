import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

export type ChecklistOwner = { todo_id: number } | { project_id: number };

function ownerColumn(owner: ChecklistOwner) {
  return 'todo_id' in owner
    ? (['todo_id', owner.todo_id] as const)
    : (['project_id', owner.project_id] as const);
}

export function listItems(db: Db, owner: ChecklistOwner) {
  const [column, id] = ownerColumn(owner);
  return db
    .selectFrom('checklist_items as ci')
    .leftJoin('users as u', 'u.id', 'ci.checked_by')
    .select([
      'ci.id',
      'ci.todo_id',
      'ci.project_id',
      'ci.text',
      'ci.position',
      'ci.checked_at',
      'ci.checked_by',
      sql<string | null>`u.name || ' ' || u.surname`.as('checked_by_name'),
    ])
    .where(`ci.${column}`, '=', id)
    .orderBy('ci.position')
    .orderBy('ci.id')
    .execute();
}
export type ChecklistItemRow = Awaited<ReturnType<typeof listItems>>[number];

export function findItem(db: Db, id: number) {
  return db.selectFrom('checklist_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Appends items after the existing ones. */
export async function appendItems(db: Db, owner: ChecklistOwner, texts: string[], now: Instant) {
  if (texts.length === 0) return;
  const [column, id] = ownerColumn(owner);
  const last = await db
    .selectFrom('checklist_items')
    .select(sql<number | null>`max(position)`.as('p'))
    .where(column, '=', id)
    .executeTakeFirst();
  const start = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  await db
    .insertInto('checklist_items')
    .values(
      texts.map((text, i) => ({
        todo_id: column === 'todo_id' ? id : null,
        project_id: column === 'project_id' ? id : null,
        text,
        position: start + i,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Rewrites positions 0…n-1 in the given order. */
export async function renumber(db: Db, ids: number[], now: Instant) {
  for (const [position, id] of ids.entries()) {
    await db.updateTable('checklist_items').set({ position, updated_at: now }).where('id', '=', id).execute();
  }
}

/** The next occurrence of a recurring to-do gets the checklist again, unticked. */
export async function copyChecklistUnticked(db: Db, fromTodoId: number, toTodoId: number, now: Instant) {
  const items = await db
    .selectFrom('checklist_items')
    .select(['text', 'position'])
    .where('todo_id', '=', fromTodoId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (items.length === 0) return;
  await db
    .insertInto('checklist_items')
    .values(
      items.map((item, position) => ({
        todo_id: toTodoId,
        project_id: null,
        text: item.text,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
