import type { CreateExternalLinkInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import type { Instant } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

/** The stored fields of a link (the form's, validated; the client filled from the project). */
export type ExternalLinkFields = CreateExternalLinkInput;

function writable(fields: ExternalLinkFields) {
  return {
    title: fields.title,
    title_key: normalizeText(fields.title),
    url: fields.url,
    search_text: searchText([fields.title, fields.url, fields.description]),
    description: fields.description,
    category_id: fields.category_id,
    client_id: fields.client_id,
    project_id: fields.project_id,
  };
}

/** Links with the names of their category, client, project and author. */
export function selectExternalLinkViews(db: Db) {
  return db
    .selectFrom('external_links')
    .leftJoin('lookups as ca', 'ca.id', 'external_links.category_id')
    .leftJoin('clients as cl', 'cl.id', 'external_links.client_id')
    .leftJoin('projects as pr', 'pr.id', 'external_links.project_id')
    .leftJoin('users as us', 'us.id', 'external_links.created_by')
    .select([
      'external_links.id',
      'external_links.title',
      'external_links.url',
      'external_links.description',
      'external_links.category_id',
      'external_links.client_id',
      'external_links.project_id',
      'external_links.created_at',
      'external_links.updated_at',
      'external_links.created_by',
      'ca.name as category_name',
      'cl.business_name as client_name',
      'pr.code as project_code',
      'pr.name as project_name',
      'us.name as created_by_first_name',
      'us.surname as created_by_surname',
    ]);
}
export type ExternalLinkViewRow = ViewRow<typeof selectExternalLinkViews>;

const links = recordTable('external_links', 'ExternalLink', selectExternalLinkViews);
export const { findExternalLinkView, findExternalLinkRow, deleteExternalLinkRow } = links;
export type ExternalLinkRow = RecordRow<'external_links'>;

export async function insertExternalLink(
  db: Db,
  fields: ExternalLinkFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('external_links')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the link only if it is still at version `expected`; whether it did. */
export function updateExternalLinkRow(
  db: Db,
  id: number,
  fields: ExternalLinkFields,
  expected: Instant,
  now: Instant,
): Promise<boolean> {
  return links.updateExternalLinkIfVersion(db, id, expected, { ...writable(fields), updated_at: now });
}

/** The client of a project (a link on a project gets its client when none is given). */
export function findProjectClientId(db: Db, projectId: number) {
  return db.selectFrom('projects').select(['client_id']).where('id', '=', projectId).executeTakeFirst();
}

/** Title and address of every stored link (what the demo seeder skips). */
export function findExternalLinkKeys(db: Db) {
  return db.selectFrom('external_links').select(['title', 'url']).execute();
}

/** Whether any link is about this client or project. */
export async function hasExternalLinksOf(
  db: Db,
  column: 'client_id' | 'project_id',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('external_links')
    .select('id')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
