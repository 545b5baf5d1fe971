import type { CreateKeyInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { isSqlite, type ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import type { Instant } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import { type KeyholderActor, withinReach } from './keyholder-scope.ts';

/** The stored fields of a key (the form's, validated; the client filled from the project). */
export type KeyFields = CreateKeyInput;

function writable(fields: KeyFields) {
  return {
    label: fields.label,
    label_key: normalizeText(fields.label),
    code: fields.code,
    kind: fields.kind,
    client_id: fields.client_id,
    project_id: fields.project_id,
    site: fields.site,
    copies: fields.copies,
    notes: fields.notes,
    search_text: searchText([fields.label, fields.code, fields.site]),
  };
}

/** Keys with the names of their client, project and author. */
export function selectKeyViews(db: Db) {
  return db
    .selectFrom('keyholder_keys')
    .leftJoin('clients as cl', 'cl.id', 'keyholder_keys.client_id')
    .leftJoin('projects as pr', 'pr.id', 'keyholder_keys.project_id')
    .leftJoin('users as us', 'us.id', 'keyholder_keys.created_by')
    .select([
      'keyholder_keys.id',
      'keyholder_keys.label',
      'keyholder_keys.code',
      'keyholder_keys.kind',
      'keyholder_keys.client_id',
      'keyholder_keys.project_id',
      'keyholder_keys.site',
      'keyholder_keys.copies',
      'keyholder_keys.notes',
      'keyholder_keys.created_at',
      'keyholder_keys.updated_at',
      'keyholder_keys.created_by',
      'cl.business_name as client_name',
      'pr.code as project_code',
      'pr.name as project_name',
      'us.name as created_by_first_name',
      'us.surname as created_by_surname',
    ]);
}
export type KeyViewRow = ViewRow<typeof selectKeyViews>;

const keys = recordTable('keyholder_keys', 'Key', selectKeyViews);
export const { findKeyView, deleteKeyRow, updateKeyIfVersion } = keys;
export type KeyRow = RecordRow<'keyholder_keys'>;

/**
 * The stored key if the actor reaches it, undefined otherwise (missing and out of reach alike). With
 * `lock`, on PostgreSQL the row stays locked until the transaction ends: check-outs, edits and the
 * delete of one key run one after the other, so none reads a number of copies another is changing.
 */
export function findKeyRowInReach(
  db: Db,
  id: number,
  actor: Pick<KeyholderActor, 'userId' | 'all'>,
  lock = false,
): Promise<KeyRow | undefined> {
  const reach = withinReach('keyholder_keys', actor);
  return db
    .selectFrom('keyholder_keys')
    .selectAll()
    .where('id', '=', id)
    .$if(reach !== undefined, (q) => q.where((eb) => (reach as NonNullable<typeof reach>)(eb)))
    .$if(lock && !isSqlite(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function insertKey(
  db: Db,
  fields: KeyFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('keyholder_keys')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the key only if it is still at version `expected`; whether it did. */
export function updateKeyRow(
  db: Db,
  id: number,
  fields: KeyFields,
  expected: Instant,
  now: Instant,
): Promise<boolean> {
  return updateKeyIfVersion(db, id, expected, { ...writable(fields), updated_at: now });
}

/** The key holding `code` (codes are unique, upper case). */
export function findKeyByCode(db: Db, code: string) {
  return db.selectFrom('keyholder_keys').select(['id']).where('code', '=', code).executeTakeFirst();
}

/** The client of a project (a key on a project gets its client when none is given). */
export function findProjectClientId(db: Db, projectId: number) {
  return db.selectFrom('projects').select(['client_id']).where('id', '=', projectId).executeTakeFirst();
}

/** Every stored code (what the demo seeder skips). */
export async function findKeyCodes(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('keyholder_keys').select('code').execute()).map((r) => r.code));
}

/** Whether any key opens a site of this client or belongs to this project. */
export async function hasKeysOf(db: Db, column: 'client_id' | 'project_id', id: number): Promise<boolean> {
  const row = await db
    .selectFrom('keyholder_keys')
    .select('id')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
