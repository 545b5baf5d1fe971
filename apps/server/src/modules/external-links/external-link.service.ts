import type {
  CreateExternalLinkInput,
  DeleteResult,
  ExternalLinkListQuery,
  ExternalLinkPage,
  ExternalLinkView,
  UpdateExternalLinkInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso } from '../../db/values.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { externalLinkList } from './external-link.list.ts';
import {
  deleteExternalLinkRow,
  type ExternalLinkFields,
  type ExternalLinkRow,
  type ExternalLinkViewRow,
  findExternalLinkRow,
  findExternalLinkView,
  findProjectClientId,
  insertExternalLink,
  updateExternalLinkRow,
} from './external-link.repository.ts';

export const EXTERNAL_LINK_ENTITY = 'external_link';
const NOT_FOUND = 'Link non trovato.';

const fieldNames = [
  'title',
  'url',
  'description',
  'category_id',
  'client_id',
  'project_id',
] as const satisfies readonly (keyof ExternalLinkFields)[];

export function toExternalLinkView(row: ExternalLinkViewRow): ExternalLinkView {
  const { created_by_first_name: first, created_by_surname: last, ...view } = row;
  return { ...view, created_by_name: first ? `${first} ${last ?? ''}`.trim() : null };
}

function fieldsOf(row: ExternalLinkRow): ExternalLinkFields {
  return {
    title: row.title,
    url: row.url,
    description: row.description,
    category_id: row.category_id,
    client_id: row.client_id,
    project_id: row.project_id,
  };
}

async function viewOf(db: Db, id: number): Promise<ExternalLinkView> {
  const row = await findExternalLinkView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toExternalLinkView(row);
}

/** Checks the references (422 on the field) and fills the client from the project when empty. */
async function prepare(db: Db, input: ExternalLinkFields): Promise<ExternalLinkFields> {
  await assertReferences(db, [
    {
      field: 'category_id',
      id: input.category_id,
      kind: 'external_link_categories',
      message: 'Categoria non valida',
    },
    { field: 'client_id', id: input.client_id, kind: 'clients' },
    { field: 'project_id', id: input.project_id, kind: 'projects' },
  ]);
  if (input.client_id !== null || input.project_id === null) return input;
  const project = await findProjectClientId(db, input.project_id);
  return { ...input, client_id: project?.client_id ?? null };
}

/** A page of links; `q` matches title, address and description, accent- and case-insensitive. */
export async function listExternalLinks(db: Db, query: ExternalLinkListQuery): Promise<ExternalLinkPage> {
  const { data, meta } = await listPage(db, externalLinkList, query, (rows) => rows.map(toExternalLinkView));
  return { data, meta };
}

export function getExternalLink(db: Db, id: number): Promise<ExternalLinkView> {
  return viewOf(db, id);
}

/** Creates a link (the address is already checked: http or https only) and logs it. */
export async function createExternalLink(
  db: Db,
  userId: number,
  input: CreateExternalLinkInput,
): Promise<ExternalLinkView> {
  return db.transaction().execute(async (trx) => {
    const fields = await prepare(trx, input);
    const id = await insertExternalLink(trx, fields, userId, nowIso());
    const changes = changedFields(null, fields, fieldNames);
    await logActivity(trx, {
      userId,
      entity: EXTERNAL_LINK_ENTITY,
      entityId: id,
      action: 'created',
      changes,
    });
    return viewOf(trx, id);
  });
}

/** Saves a whole link if `updated_at` is still the stored one (409 otherwise). */
export async function updateExternalLink(
  db: Db,
  userId: number,
  id: number,
  input: UpdateExternalLinkInput,
): Promise<ExternalLinkView> {
  const { updated_at: expected, ...rest } = input;
  return db.transaction().execute(async (trx) => {
    const before = await findExternalLinkRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const fields = await prepare(trx, rest);
    if (!(await updateExternalLinkRow(trx, id, fields, expected, nextVersion(before.updated_at))))
      throw staleRecord();
    const changes = changedFields(fieldsOf(before), fields, fieldNames);
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, {
        userId,
        entity: EXTERNAL_LINK_ENTITY,
        entityId: id,
        action: 'updated',
        changes,
      });
    }
    return viewOf(trx, id);
  });
}

/**
 * Deletes a link (nothing points at one, so it is never archived instead); the history keeps its
 * title, address and where it hung.
 */
export async function deleteExternalLink(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findExternalLinkRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    await deleteExternalLinkRow(trx, id);
    const old = fieldsOf(before);
    const changes = Object.fromEntries(
      fieldNames.filter((field) => old[field] !== null).map((field) => [field, [old[field], null]]),
    );
    await logActivity(trx, {
      userId,
      entity: EXTERNAL_LINK_ENTITY,
      entityId: id,
      action: 'deleted',
      changes,
    });
    return { result: 'deleted', message: 'Link eliminato.' };
  });
}
