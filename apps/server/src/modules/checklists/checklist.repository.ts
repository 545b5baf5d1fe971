import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { defineList } from '../../db/list/index.ts';
import { normalizeText } from '../../db/search.ts';
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

/** Sets an item's text. */
export async function setItemText(db: Db, id: number, text: string, now: Instant) {
  await db.updateTable('checklist_items').set({ text, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes one item (no renumbering). */
export async function deleteItemRow(db: Db, id: number) {
  await db.deleteFrom('checklist_items').where('id', '=', id).execute();
}

/** Ticks an item for `userId`, or unticks it when `userId` is null. */
export async function setItemChecked(db: Db, id: number, userId: number | null, now: Instant) {
  await db
    .updateTable('checklist_items')
    .set({ checked_at: userId !== null ? now : null, checked_by: userId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Checklist templates, all of them, by name (a short list, not paged). */
export const templateList = defineList<object>()({
  table: 'checklist_templates',
  views: (db) => db.selectFrom('checklist_templates').selectAll(),
  columns: 'name=name_key',
});

/** One checklist template, or undefined. */
export function findTemplateRow(db: Db, id: number) {
  return db.selectFrom('checklist_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a checklist template; returns its id. */
export async function insertTemplate(db: Db, userId: number, name: string, items: string[], now: Instant) {
  const { id } = await db
    .insertInto('checklist_templates')
    .values({
      name,
      name_key: normalizeText(name),
      items: JSON.stringify(items),
      created_at: now,
      updated_at: now,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates a template if still at version `expected`; returns the number of rows updated. */
export async function updateTemplateRow(
  db: Db,
  id: number,
  name: string,
  items: string[],
  expected: string,
  next: string,
): Promise<number> {
  const result = await db
    .updateTable('checklist_templates')
    .set({ name, name_key: normalizeText(name), items: JSON.stringify(items), updated_at: next })
    .where('id', '=', id)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes a checklist template. */
export async function deleteTemplateRow(db: Db, id: number) {
  await db.deleteFrom('checklist_templates').where('id', '=', id).execute();
}
