import type { KeyholderKind } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import type { Instant } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import { type KeyholderActor, withinReach } from './keyholder-scope.ts';

type KeyholderReach = Pick<KeyholderActor, 'userId' | 'all'>;

/**
 * What a credential stores besides its stamps: the form's fields with the secret and the notes
 * already sealed by the vault (envelopes, never clear text).
 */
export interface KeyholderFields {
  title: string;
  kind: KeyholderKind;
  client_id: number | null;
  project_id: number | null;
  host: string | null;
  port: number | null;
  username: string | null;
  expires_on: string | null;
  secret_enc: string | null;
  notes_enc: string | null;
}

function writable(fields: KeyholderFields) {
  return {
    ...fields,
    title_key: normalizeText(fields.title),
    // Title, host and username only: the secret and the notes are never searchable.
    search_text: searchText([fields.title, fields.host, fields.username]),
  };
}

/**
 * Credentials with the names of their client, project and author. Never the sealed columns: only
 * whether they are set (1/0 on both engines).
 */
export function selectKeyholderViews(db: Db) {
  return db
    .selectFrom('keyholders')
    .leftJoin('clients as cl', 'cl.id', 'keyholders.client_id')
    .leftJoin('projects as pr', 'pr.id', 'keyholders.project_id')
    .leftJoin('users as us', 'us.id', 'keyholders.created_by')
    .select((eb) => [
      'keyholders.id',
      'keyholders.title',
      'keyholders.kind',
      'keyholders.client_id',
      'keyholders.project_id',
      'keyholders.host',
      'keyholders.port',
      'keyholders.username',
      'keyholders.expires_on',
      'keyholders.created_at',
      'keyholders.updated_at',
      'keyholders.created_by',
      eb.case().when('keyholders.secret_enc', 'is not', null).then(1).else(0).end().as('has_secret'),
      eb.case().when('keyholders.notes_enc', 'is not', null).then(1).else(0).end().as('has_notes'),
      'cl.business_name as client_name',
      'pr.code as project_code',
      'pr.name as project_name',
      'us.name as created_by_first_name',
      'us.surname as created_by_surname',
    ]);
}
export type KeyholderViewRow = ViewRow<typeof selectKeyholderViews>;

const keyholders = recordTable('keyholders', 'Keyholder', selectKeyholderViews);
export const { findKeyholderView, findKeyholderRow, deleteKeyholderRow } = keyholders;
export type KeyholderRow = RecordRow<'keyholders'>;

export async function insertKeyholder(
  db: Db,
  fields: KeyholderFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('keyholders')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the credential only if it is still at version `expected`; whether it did. */
export function updateKeyholderRow(
  db: Db,
  id: number,
  fields: KeyholderFields,
  expected: Instant,
  now: Instant,
): Promise<boolean> {
  return keyholders.updateKeyholderIfVersion(db, id, expected, { ...writable(fields), updated_at: now });
}

/** The client of a project (a credential on a project gets its client when none is given). */
export function findProjectClientId(db: Db, projectId: number) {
  return db.selectFrom('projects').select(['client_id']).where('id', '=', projectId).executeTakeFirst();
}

/** The sealed secret and notes of a credential (the reveal). */
export function findKeyholderSealed(db: Db, id: number) {
  return db
    .selectFrom('keyholders')
    .select(['secret_enc', 'notes_enc'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Titles of the stored credentials per client (what the demo seeder skips). */
export function findKeyholderTitles(db: Db) {
  return db.selectFrom('keyholders').select(['title', 'client_id']).execute();
}

/** Whether the credential exists and is within the actor's reach (keyholder-scope.ts). */
export async function isKeyholderWithin(db: Db, id: number, actor: KeyholderReach): Promise<boolean> {
  const reach = withinReach('keyholders', actor);
  const row = await db
    .selectFrom('keyholders')
    .select('id')
    .where('id', '=', id)
    .$if(reach !== undefined, (q) => q.where((eb) => (reach as NonNullable<typeof reach>)(eb)))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any credential is about this client or project (it is then archived, not deleted). */
export async function hasKeyholdersOf(
  db: Db,
  column: 'client_id' | 'project_id',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('keyholders')
    .select('id')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
