import {
  type AdminLookup,
  type AdminLookupKind,
  type AdminLookupListResponse,
  type CreateLookupInput,
  type DeleteResult,
  type LookupKind,
  lookupKindInfo,
  lookupKinds,
  type UpdateLookupInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { type ActivityEntry, logActivities, logActivity } from '../activity/activity.repository.ts';
import {
  type AdminLookupRow,
  countLookupsByKind,
  countLookupUsage,
  deleteLookupRow,
  findKindLookup,
  insertLookup,
  listKindKeys,
  listKindLookups,
  nextPosition,
  setLookupArchived,
  setLookupPositions,
  updateLookupRow,
} from './lookup-admin.repository.ts';
import {
  archivedMessage,
  assertNotLastActive,
  assertNotSystem,
  assertUniqueName,
  keyFromName,
  normaliseValues,
} from './lookup-admin.rules.ts';
import { touchSettingsVersion } from './settings.repository.ts';
import { toLookup } from './settings.service.ts';

export const LOOKUP_ENTITY = 'lookup';
const NOT_FOUND = 'Valore non trovato.';

function kindView(kind: LookupKind, counts?: { active: number; archived: number }): AdminLookupKind {
  const info = lookupKindInfo[kind];
  return {
    kind,
    title: info.title,
    area: info.area,
    flags: [...info.flags],
    system: info.system,
    count: counts?.active ?? 0,
    archived_count: counts?.archived ?? 0,
  };
}

function toAdminLookup(row: AdminLookupRow, usage: number): AdminLookup {
  return { ...toLookup(row), usage, archived_at: row.archived_at, updated_at: row.updated_at };
}

const fieldsOf = (row: AdminLookupRow) => ({
  name: row.name,
  color: row.color,
  is_closed: toBool(row.is_closed),
  is_won: toBool(row.is_won),
  is_lost: toBool(row.is_lost),
});

async function usageOf(db: Db, kind: LookupKind, row: AdminLookupRow): Promise<number> {
  return (await countLookupUsage(db, kind, [row])).get(row.id) ?? 0;
}

async function findOr404(db: Db, kind: LookupKind, id: number): Promise<AdminLookupRow> {
  const row = await findKindLookup(db, kind, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function viewOf(db: Db, kind: LookupKind, id: number): Promise<AdminLookup> {
  const row = await findOr404(db, kind, id);
  return toAdminLookup(row, await usageOf(db, kind, row));
}

const activeOf = (rows: AdminLookupRow[]) => rows.filter((row) => row.archived_at === null);

/** GET /admin/lookups: every kind with its title, area, flags, system or not and its counts. */
export async function listAdminLookupKinds(db: Db): Promise<{ data: AdminLookupKind[] }> {
  const counts = await countLookupsByKind(db);
  return { data: lookupKinds.map((kind) => kindView(kind, counts.get(kind))) };
}

/** GET /admin/lookups/:kind: every value (active by position, then archived) with its usage. */
export async function listAdminLookups(db: Db, kind: LookupKind): Promise<AdminLookupListResponse> {
  const rows = await listKindLookups(db, kind);
  const usage = await countLookupUsage(db, kind, rows);
  const active = activeOf(rows).length;
  return {
    kind: kindView(kind, { active, archived: rows.length - active }),
    data: rows.map((row) => toAdminLookup(row, usage.get(row.id) ?? 0)),
  };
}

/**
 * Adds a value at the end of its kind: a name unique among the active values (422), flags only
 * where they apply, a key made from the name. Not for a system kind (422).
 */
export async function createAdminLookup(
  db: Db,
  userId: number,
  kind: LookupKind,
  input: CreateLookupInput,
): Promise<AdminLookup> {
  assertNotSystem(kind);
  const values = normaliseValues(kind, input);
  return db.transaction().execute(async (trx) => {
    assertUniqueName(kind, values.name, activeOf(await listKindLookups(trx, kind)));
    const key = keyFromName(values.name, await listKindKeys(trx, kind));
    const now = nowIso();
    const position = await nextPosition(trx, kind);
    const id = await insertLookup(trx, { ...values, kind, key, position, created_by: userId }, now);
    await touchSettingsVersion(trx, now);
    await logActivity(trx, {
      userId,
      entity: LOOKUP_ENTITY,
      entityId: id,
      action: 'created',
      changes: { kind: [null, kind], key: [null, key], ...changesOf(null, values) },
    });
    return viewOf(trx, kind, id);
  });
}

function changesOf(
  before: ReturnType<typeof fieldsOf> | null,
  after: ReturnType<typeof fieldsOf>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of Object.keys(after) as (keyof typeof after)[]) {
    const old = before ? before[field] : null;
    if (old !== after[field] && !(before === null && after[field] === false)) {
      changes[field] = [old, after[field]];
    }
  }
  return changes;
}

/** Saves name, colour and flags if `updated_at` is still the stored one (409 otherwise). */
export async function updateAdminLookup(
  db: Db,
  userId: number,
  kind: LookupKind,
  id: number,
  input: UpdateLookupInput,
): Promise<AdminLookup> {
  const { updated_at: expected, ...rest } = input;
  const values = normaliseValues(kind, rest);
  return db.transaction().execute(async (trx) => {
    const rows = await listKindLookups(trx, kind);
    const before = rows.find((row) => row.id === id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    if (before.archived_at === null) assertUniqueName(kind, values.name, activeOf(rows), id);
    const changes = changesOf(fieldsOf(before), values);
    if (Object.keys(changes).length > 0) {
      const now = nowIso();
      if (!(await updateLookupRow(trx, id, values, expected, nextVersion(before.updated_at)))) {
        throw staleRecord();
      }
      await touchSettingsVersion(trx, now);
      await logActivity(trx, { userId, entity: LOOKUP_ENTITY, entityId: id, action: 'updated', changes });
    }
    return viewOf(trx, kind, id);
  });
}

/**
 * New order of a kind's active values: `ids` must be exactly those, once each (422 otherwise, e.g.
 * when someone added or archived one meanwhile). The first is the default of a new record.
 */
export async function reorderAdminLookups(
  db: Db,
  userId: number,
  kind: LookupKind,
  ids: readonly number[],
): Promise<AdminLookupListResponse> {
  await db.transaction().execute(async (trx) => {
    const active = activeOf(await listKindLookups(trx, kind));
    const expected = new Set(active.map((row) => row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== expected.size || ids.some((id) => !expected.has(id))) {
      const message = `L’ordine deve elencare tutti i valori attivi di «${lookupKindInfo[kind].title}», una volta ciascuno: ricarica la pagina e riprova.`;
      throw validationError({ ids: [message] }, message);
    }
    const entries: ActivityEntry[] = [];
    for (const [index, id] of ids.entries()) {
      const before = active.find((row) => row.id === id);
      if (before && before.position !== index + 1) {
        entries.push({
          userId,
          entity: LOOKUP_ENTITY,
          entityId: id,
          action: 'updated',
          changes: { position: [before.position, index + 1] },
        });
      }
    }
    if (entries.length === 0) return;
    await setLookupPositions(trx, ids);
    await touchSettingsVersion(trx, nowIso());
    await logActivities(trx, entries);
  });
  return listAdminLookups(db, kind);
}

/**
 * DELETE: a value no record uses is deleted; a used one is archived (out of the settings answers
 * and the pickers, still shown on the records that have it). An archived value unused by now is
 * deleted. The last active value of a kind stays (422), and so do a system kind's values (422).
 */
export async function deleteAdminLookup(
  db: Db,
  userId: number,
  kind: LookupKind,
  id: number,
): Promise<DeleteResult> {
  assertNotSystem(kind);
  return db.transaction().execute(async (trx) => {
    const rows = await listKindLookups(trx, kind);
    const before = rows.find((row) => row.id === id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at === null) assertNotLastActive(kind, activeOf(rows).length);
    const usage = await usageOf(trx, kind, before);
    const now = nowIso();
    const entry = { userId, entity: LOOKUP_ENTITY, entityId: id };
    if (usage === 0) {
      await deleteLookupRow(trx, id);
      await touchSettingsVersion(trx, now);
      await logActivity(trx, {
        ...entry,
        action: 'deleted',
        changes: { kind: [kind, null], name: [before.name, null] },
      });
      return { result: 'deleted', message: 'Valore eliminato.' };
    }
    if (before.archived_at !== null) {
      const message = `Il valore è già archiviato: è usato da ${usage} record.`;
      throw validationError({ id: [message] }, message);
    }
    await setLookupArchived(trx, id, now, nextVersion(before.updated_at));
    await touchSettingsVersion(trx, now);
    await logActivity(trx, { ...entry, action: 'archived', changes: { archived_at: [null, now] } });
    return { result: 'archived', message: archivedMessage(usage) };
  });
}

/** Brings an archived value back, at the end of its kind (422 if an active value has its name). */
export async function restoreAdminLookup(
  db: Db,
  userId: number,
  kind: LookupKind,
  id: number,
): Promise<AdminLookup> {
  assertNotSystem(kind);
  return db.transaction().execute(async (trx) => {
    const rows = await listKindLookups(trx, kind);
    const before = rows.find((row) => row.id === id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      assertUniqueName(kind, before.name, activeOf(rows), id);
      const now = nowIso();
      const position = await nextPosition(trx, kind);
      await setLookupArchived(trx, id, null, nextVersion(before.updated_at), position);
      await touchSettingsVersion(trx, now);
      await logActivity(trx, {
        userId,
        entity: LOOKUP_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return viewOf(trx, kind, id);
  });
}
