import type { CreateDocumentationInput } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import { pageWords } from './documentation.words.ts';

export type DocumentationFields = CreateDocumentationInput;

/** The columns a save writes (search and sort keys computed here). */
function writable(fields: DocumentationFields) {
  return {
    title: fields.title,
    title_key: normalizeText(fields.title),
    body: fields.body,
    search_text: searchText([fields.title, fields.tags.join(' '), fields.body]),
    tags: JSON.stringify(fields.tags),
    client_id: fields.client_id,
    project_id: fields.project_id,
  };
}

/** Pages with the names of their client, project and authors, without the body. */
function selectWithNames(db: Db) {
  return db
    .selectFrom('documentations')
    .leftJoin('clients as cl', 'cl.id', 'documentations.client_id')
    .leftJoin('projects as pr', 'pr.id', 'documentations.project_id')
    .leftJoin('users as cb', 'cb.id', 'documentations.created_by')
    .leftJoin('users as ub', 'ub.id', 'documentations.updated_by')
    .select([
      'documentations.id',
      'documentations.title',
      'documentations.tags',
      'documentations.client_id',
      'documentations.project_id',
      'documentations.version',
      'documentations.archived_at',
      'documentations.created_at',
      'documentations.updated_at',
      'documentations.created_by',
      'documentations.updated_by',
      'cl.business_name as client_name',
      sql<string | null>`pr.code || ' · ' || pr.name`.as('project_name'),
      sql<string | null>`cb.name || ' ' || cb.surname`.as('created_by_name'),
      sql<string | null>`ub.name || ' ' || ub.surname`.as('updated_by_name'),
    ]);
}

/** A page as its detail shows it: with its body. */
export function selectDocumentationViews(db: Db) {
  return selectWithNames(db).select('documentations.body');
}
export type DocumentationViewRow = ViewRow<typeof selectDocumentationViews>;

/** What the list shows of each page: the body's first 300 characters instead of the body. */
export function selectDocumentationListRows(db: Db) {
  return selectWithNames(db).select(sql<string>`substr(documentations.body, 1, 300)`.as('excerpt'));
}
export type DocumentationListRow = ViewRow<typeof selectDocumentationListRows>;

const documentations = recordTable('documentations', 'Documentation', selectDocumentationViews);
export const {
  findDocumentationView,
  findDocumentationRow,
  setDocumentationArchived,
  deleteDocumentationRow,
} = documentations;
export type DocumentationRow = RecordRow<'documentations'>;

/** The tags index rows of a page, replaced whole. */
async function replaceTags(db: Db, id: number, tags: string[]): Promise<void> {
  await db.deleteFrom('documentation_tags').where('documentation_id', '=', id).execute();
  if (tags.length > 0) {
    await db
      .insertInto('documentation_tags')
      .values([...new Set(tags)].map((tag) => ({ documentation_id: id, tag })))
      .execute();
  }
}

/** The search words of a page, replaced whole (500 rows per statement). */
async function replaceWords(db: Db, id: number, fields: DocumentationFields): Promise<void> {
  await db.deleteFrom('documentation_words').where('documentation_id', '=', id).execute();
  const words = pageWords(fields);
  for (let i = 0; i < words.length; i += 500) {
    await db
      .insertInto('documentation_words')
      .values(words.slice(i, i + 500).map((word) => ({ documentation_id: id, word })))
      .execute();
  }
}

/** A saved state of a page, numbered. */
export interface VersionValues {
  number: number;
  title: string;
  body: string;
  tags: string[];
  restored_from: number | null;
  created_at: Instant;
  created_by: number | null;
}

export async function insertVersion(db: Db, documentationId: number, v: VersionValues): Promise<void> {
  await db
    .insertInto('documentation_versions')
    .values({ documentation_id: documentationId, ...v, tags: JSON.stringify(v.tags) })
    .execute();
}

/** Inserts a page at version 1 (with its first version row). */
export async function insertDocumentation(
  db: Db,
  fields: DocumentationFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('documentations')
    .values({
      ...writable(fields),
      version: 1,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceTags(db, row.id, fields.tags);
  await replaceWords(db, row.id, fields);
  await insertVersion(db, row.id, {
    number: 1,
    title: fields.title,
    body: fields.body,
    tags: fields.tags,
    restored_from: null,
    created_at: now,
    created_by: userId,
  });
  return row.id;
}

/**
 * Saves a page as version `version` if it is still at `expected` (false otherwise), with its tags
 * index; the caller writes the version row.
 */
export async function updateDocumentationRow(
  db: Db,
  id: number,
  fields: DocumentationFields,
  change: { expected: Instant; now: Instant; version: number; userId: number },
): Promise<boolean> {
  const saved = await documentations.updateDocumentationIfVersion(db, id, change.expected, {
    ...writable(fields),
    version: change.version,
    updated_by: change.userId,
    updated_at: change.now,
  });
  if (saved) {
    await replaceTags(db, id, fields.tags);
    await replaceWords(db, id, fields);
  }
  return saved;
}

const versionColumns = [
  'v.number',
  'v.title',
  'v.restored_from',
  'v.created_at',
  'v.created_by',
  sql<string | null>`u.name || ' ' || u.surname`.as('created_by_name'),
] as const;

/** A page's versions, newest first (at most `limit`). */
export function findVersions(db: Db, documentationId: number, limit = 1000) {
  return db
    .selectFrom('documentation_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(versionColumns)
    .where('v.documentation_id', '=', documentationId)
    .orderBy('v.number', 'desc')
    .limit(limit)
    .execute();
}

/** One version with its text. */
export function findVersion(db: Db, documentationId: number, number: number) {
  return db
    .selectFrom('documentation_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([...versionColumns, 'v.body', 'v.tags'])
    .where('v.documentation_id', '=', documentationId)
    .where('v.number', '=', number)
    .executeTakeFirst();
}
export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** Tags of active pages with how many carry each, alphabetical. */
export async function findTagCounts(db: Db) {
  const rows = await db
    .selectFrom('documentation_tags as t')
    .innerJoin('documentations as d', 'd.id', 't.documentation_id')
    .select(['t.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('d.archived_at', 'is', null)
    .groupBy('t.tag')
    .orderBy('t.tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: toCount(row.n) }));
}

/** The client a project belongs to (undefined: no such project). */
export function findProjectClientId(db: Db, projectId: number) {
  return db.selectFrom('projects').select(['client_id']).where('id', '=', projectId).executeTakeFirst();
}

/** Whether any page (archived included) is about this client or project. */
export async function hasDocumentationsOf(
  db: Db,
  column: 'client_id' | 'project_id',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('documentations')
    .select('id')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
