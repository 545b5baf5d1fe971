import type {
  CreateDocumentationInput,
  DeleteResult,
  DocumentationDetail,
  DocumentationListItem,
  DocumentationListQuery,
  DocumentationPage,
  DocumentationView,
  UpdateDocumentationInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { documentationList } from './documentation.list.ts';
import { renderMarkdown } from './documentation.render.ts';
import {
  type DocumentationFields,
  type DocumentationListRow,
  type DocumentationRow,
  type DocumentationViewRow,
  deleteDocumentationRow,
  findDocumentationRow,
  findDocumentationView,
  findProjectClientId,
  findTagCounts,
  insertDocumentation,
  insertVersion,
  setDocumentationArchived,
  updateDocumentationRow,
} from './documentation.repository.ts';

export const DOCUMENTATION_ENTITY = 'documentation';
export const NOT_FOUND = 'Pagina di documentazione non trovata.';

/** Fields whose old and new values the history records (the body only as "changed"). */
const loggedFields = ['title', 'tags', 'client_id', 'project_id'] as const;

/** A stored JSON array of tags (anything else reads as no tags). */
export function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function toDocumentationView(row: DocumentationViewRow): DocumentationView {
  return { ...row, tags: parseTags(row.tags), version: Number(row.version) };
}

function toListItem(row: DocumentationListRow): DocumentationListItem {
  return { ...row, tags: parseTags(row.tags), version: Number(row.version) };
}

export function fieldsOf(row: DocumentationRow): DocumentationFields {
  return {
    title: row.title,
    body: row.body,
    tags: parseTags(row.tags),
    client_id: row.client_id,
    project_id: row.project_id,
  };
}

/** What the history shows of a save: the listed fields' values, tags as text, the body as changed. */
export function describeChanges(before: DocumentationFields | null, after: DocumentationFields) {
  const flat = (f: DocumentationFields) => ({ ...f, tags: f.tags.join(', ') });
  const changes = changedFields(before && flat(before), flat(after), loggedFields);
  if (before && before.body !== after.body) changes.body = ['modificato', 'modificato'];
  return changes;
}

export async function detailOf(db: Db, id: number): Promise<DocumentationDetail> {
  const row = await findDocumentationView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return { ...toDocumentationView(row), body_html: renderMarkdown(row.body) };
}

/** Client and project exist (422 on the field otherwise); the project belongs to the client, if both. */
export async function assertValid(db: Db, fields: DocumentationFields): Promise<void> {
  await assertReferences(db, [
    { field: 'client_id', id: fields.client_id, kind: 'clients' },
    { field: 'project_id', id: fields.project_id, kind: 'projects' },
  ]);
  if (fields.client_id !== null && fields.project_id !== null) {
    const project = await findProjectClientId(db, fields.project_id);
    if (project?.client_id !== null && project?.client_id !== fields.client_id) {
      throw validationError({ project_id: ['Il progetto è di un altro cliente'] });
    }
  }
}

/** A page of the list; `q` matches title, body and tags, accent- and case-insensitive. */
export async function listDocumentations(db: Db, query: DocumentationListQuery): Promise<DocumentationPage> {
  const { data, meta } = await listPage(db, documentationList, query, (rows) => rows.map(toListItem));
  return { data, meta };
}

export function getDocumentation(db: Db, id: number): Promise<DocumentationDetail> {
  return detailOf(db, id);
}

/** The sanitised HTML of a Markdown body (the editor's live preview). */
export function previewDocumentation(body: string): { html: string } {
  return { html: renderMarkdown(body) };
}

export async function listDocumentationTags(db: Db) {
  return { data: await findTagCounts(db) };
}

/** Creates a page at version 1 and logs it. */
export async function createDocumentation(
  db: Db,
  userId: number,
  input: CreateDocumentationInput,
): Promise<DocumentationDetail> {
  return db.transaction().execute(async (trx) => {
    await assertValid(trx, input);
    const id = await insertDocumentation(trx, input, userId, nowIso());
    const changes = describeChanges(null, input);
    await logActivity(trx, {
      userId,
      entity: DOCUMENTATION_ENTITY,
      entityId: id,
      action: 'created',
      changes,
    });
    return detailOf(trx, id);
  });
}

/**
 * Saves `fields` over `before` as the next version (title, body, tags kept in the history) and logs
 * `action`; a save that changes nothing keeps the version as it is.
 */
export async function saveVersion(
  trx: Db,
  userId: number,
  before: DocumentationRow,
  fields: DocumentationFields,
  options: { expected: string; action: string; restoredFrom: number | null },
): Promise<void> {
  const changes = describeChanges(fieldsOf(before), fields);
  if (Object.keys(changes).length === 0) return;
  const now = nextVersion(before.updated_at);
  const version = Number(before.version) + 1;
  const saved = await updateDocumentationRow(trx, before.id, fields, {
    expected: options.expected,
    now,
    version,
    userId,
  });
  if (!saved) throw staleRecord();
  await insertVersion(trx, before.id, {
    number: version,
    title: fields.title,
    body: fields.body,
    tags: fields.tags,
    restored_from: options.restoredFrom,
    created_at: now,
    created_by: userId,
  });
  const logged: Record<string, [unknown, unknown]> = {
    ...changes,
    version: [Number(before.version), version],
  };
  if (options.restoredFrom !== null) logged.restored_from = [null, options.restoredFrom];
  await logActivity(trx, {
    userId,
    entity: DOCUMENTATION_ENTITY,
    entityId: before.id,
    action: options.action,
    changes: logged,
  });
}

/** Saves a whole page if `updated_at` is still the stored one (409 otherwise): a new version. */
export async function updateDocumentation(
  db: Db,
  userId: number,
  id: number,
  input: UpdateDocumentationInput,
): Promise<DocumentationDetail> {
  const { updated_at: expected, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const before = await findDocumentationRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    await assertValid(trx, fields);
    await saveVersion(trx, userId, before, fields, { expected, action: 'updated', restoredFrom: null });
    return detailOf(trx, id);
  });
}

/**
 * Archives an active page (out of the lists, restorable); a page already archived is deleted with
 * its history, unless files hang on it (then it stays archived).
 */
export async function deleteDocumentation(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findDocumentationRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      // Files on the page keep it: deleting it for good would leave them on nothing.
      const hanging = await dependentsOf(trx, 'documentation', id);
      if (hanging.length > 0) {
        return {
          result: 'archived',
          message: `La pagina ha ${dependentsText(hanging)}: resta archiviata. Elimina prima gli allegati.`,
        };
      }
      await deleteDocumentationRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: DOCUMENTATION_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { title: [before.title, null] },
      });
      return { result: 'deleted', message: 'Pagina eliminata con la sua cronologia.' };
    }
    const now = nowIso();
    await setDocumentationArchived(trx, id, now, nextVersion(before.updated_at));
    await logActivity(trx, {
      userId,
      entity: DOCUMENTATION_ENTITY,
      entityId: id,
      action: 'archived',
      changes: { archived_at: [null, now] },
    });
    return { result: 'archived', message: 'Pagina archiviata: puoi ripristinarla dall’archivio.' };
  });
}

/** Brings an archived page back into the lists. */
export async function restoreDocumentation(db: Db, userId: number, id: number): Promise<DocumentationDetail> {
  return db.transaction().execute(async (trx) => {
    const before = await findDocumentationRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.archived_at !== null) {
      await setDocumentationArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: DOCUMENTATION_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return detailOf(trx, id);
  });
}
