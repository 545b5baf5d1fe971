import type {
  Checklist,
  ChecklistItem,
  ChecklistTemplate,
  ChecklistTemplateInput,
  CreateChecklistItemInput,
  DeleteResult,
  UpdateChecklistItemInput,
  UpdateChecklistTemplateInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listAll } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import {
  appendItems,
  type ChecklistItemRow,
  type ChecklistOwner,
  deleteItemRow,
  deleteTemplateRow,
  findItem,
  findTemplateRow,
  insertTemplate,
  listItems,
  renumber,
  setItemChecked,
  setItemText,
  templateList,
  updateTemplateRow,
} from './checklist.repository.ts';

const ITEM_NOT_FOUND = 'Voce di checklist non trovata.';
const TEMPLATE_NOT_FOUND = 'Modello di checklist non trovato.';

function toItem(row: ChecklistItemRow): ChecklistItem {
  return { ...row, checked_by_name: row.checked_at ? row.checked_by_name : null };
}

export async function getChecklist(db: Db, owner: ChecklistOwner): Promise<Checklist> {
  const items = (await listItems(db, owner)).map(toItem);
  return {
    items,
    progress: { total: items.length, done: items.filter((i) => i.checked_at !== null).length },
  };
}

/** Adds an item last, or at `position` (the others shift down). */
export async function addItem(
  db: Db,
  owner: ChecklistOwner,
  input: CreateChecklistItemInput,
): Promise<Checklist> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await appendItems(trx, owner, [input.text], now);
    if (input.position !== undefined) {
      const ids = (await listItems(trx, owner)).map((i) => i.id);
      const added = ids.pop() as number;
      ids.splice(Math.min(input.position, ids.length), 0, added);
      await renumber(trx, ids, now);
    }
    return getChecklist(trx, owner);
  });
}

/** Owner of an item, for the permission check of the route. */
export async function itemOwner(db: Db, id: number): Promise<ChecklistOwner> {
  const item = await findItem(db, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item.todo_id !== null ? { todo_id: item.todo_id } : { project_id: item.project_id as number };
}

export async function updateItem(db: Db, id: number, input: UpdateChecklistItemInput): Promise<Checklist> {
  return db.transaction().execute(async (trx) => {
    const owner = await itemOwner(trx, id);
    const now = nowIso();
    if (input.text !== undefined) {
      await setItemText(trx, id, input.text, now);
    }
    if (input.position !== undefined) {
      const ids = (await listItems(trx, owner)).map((i) => i.id).filter((x) => x !== id);
      ids.splice(Math.min(input.position, ids.length), 0, id);
      await renumber(trx, ids, now);
    }
    return getChecklist(trx, owner);
  });
}

export async function deleteItem(db: Db, id: number): Promise<Checklist> {
  return db.transaction().execute(async (trx) => {
    const owner = await itemOwner(trx, id);
    await deleteItemRow(trx, id);
    await renumber(
      trx,
      (await listItems(trx, owner)).map((i) => i.id),
      nowIso(),
    );
    return getChecklist(trx, owner);
  });
}

/** Ticking records who and when; unticking clears both. Without `checked` it flips. */
export async function toggleItem(
  db: Db,
  userId: number,
  id: number,
  checked?: boolean,
): Promise<ChecklistItem> {
  return db.transaction().execute(async (trx) => {
    const item = await findItem(trx, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const tick = checked ?? item.checked_at === null;
    const now = nowIso();
    if (tick !== (item.checked_at !== null)) {
      await setItemChecked(trx, id, tick ? userId : null, now);
    }
    const owner =
      item.todo_id !== null ? { todo_id: item.todo_id } : { project_id: item.project_id as number };
    // Deleted by another request between the read and the update (PostgreSQL): gone, not a 500.
    const row = (await listItems(trx, owner)).find((i) => i.id === id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return toItem(row);
  });
}

function toTemplate(row: {
  id: number;
  name: string;
  items: string;
  created_at: string;
  updated_at: string;
}) {
  let items: string[] = [];
  try {
    items = JSON.parse(row.items) as string[];
  } catch {
    items = [];
  }
  return { id: row.id, name: row.name, items, created_at: row.created_at, updated_at: row.updated_at };
}

export async function listTemplates(db: Db): Promise<{ data: ChecklistTemplate[] }> {
  const rows = await listAll(db, templateList, {}, 'name');
  return { data: rows.map(toTemplate) };
}

export async function getTemplate(db: Db, id: number): Promise<ChecklistTemplate> {
  const row = await findTemplateRow(db, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toTemplate(row);
}

export async function createTemplate(db: Db, userId: number, input: ChecklistTemplateInput) {
  const id = await insertTemplate(db, userId, input.name, input.items, nowIso());
  return getTemplate(db, id);
}

export async function updateTemplate(db: Db, id: number, input: UpdateChecklistTemplateInput) {
  const before = await getTemplate(db, id);
  if (before.updated_at !== input.updated_at) throw staleRecord();
  const updated = await updateTemplateRow(
    db,
    id,
    input.name,
    input.items,
    input.updated_at,
    nextVersion(before.updated_at),
  );
  if (updated === 0) throw staleRecord();
  return getTemplate(db, id);
}

export async function deleteTemplate(db: Db, id: number): Promise<DeleteResult> {
  await getTemplate(db, id);
  await deleteTemplateRow(db, id);
  return { result: 'deleted', message: 'Modello eliminato.' };
}

/** Appends the template's items, unticked, after the existing ones; an unknown template → 422. */
export async function applyTemplate(db: Db, owner: ChecklistOwner, templateId: number): Promise<Checklist> {
  await assertReferences(db, [{ field: 'template_id', id: templateId, kind: 'checklist_templates' }]);
  const template = await getTemplate(db, templateId);
  return db.transaction().execute(async (trx) => {
    await appendItems(trx, owner, template.items, nowIso());
    return getChecklist(trx, owner);
  });
}
