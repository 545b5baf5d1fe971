import type {
  CreateProjectInput,
  DeleteResult,
  ProjectListQuery,
  ProjectPage,
  ProjectView,
  UpdateProjectInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences, eachReference } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { projectList } from './project.list.ts';
import {
  countProjectLinks,
  deleteProjectRow,
  findProjectIdByCode,
  findProjectMembers,
  findProjectRow,
  findProjectView,
  insertProject,
  type ProjectFields,
  type ProjectViewRow,
  replaceProjectMembers,
  setProjectArchived,
  updateProjectRow,
} from './project.repository.ts';

export const PROJECT_ENTITY = 'project';
export const PROJECT_NOT_FOUND = 'Progetto non trovato.';

const fieldNames = [
  'code',
  'name',
  'client_id',
  'contract_id',
  'state_id',
  'category_id',
  'manager_id',
  'start_date',
  'due_date',
  'budget_minutes',
  'budget_amount_cents',
  'color',
  'description',
] as const;

async function toViews(db: Db, rows: ProjectViewRow[]): Promise<ProjectView[]> {
  const members = await findProjectMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    client_id: r.client_id,
    contract_id: r.contract_id,
    state_id: r.state_id,
    category_id: r.category_id,
    manager_id: r.manager_id,
    start_date: r.start_date,
    due_date: r.due_date,
    budget_minutes: r.budget_minutes,
    budget_amount_cents: r.budget_amount_cents === null ? null : Number(r.budget_amount_cents),
    color: r.color,
    description: r.description,
    archived_at: r.archived_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by: r.created_by,
    client_name: r.client_name,
    state_name: r.state_name,
    state_color: r.state_color,
    state_is_closed: toBool(r.state_is_closed),
    category_name: r.category_name,
    manager_name: r.manager_name,
    members: members.filter((m) => m.project_id === r.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}

async function viewOf(db: Db, id: number): Promise<ProjectView> {
  const row = await findProjectView(db, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return (await toViews(db, [row]))[0] as ProjectView;
}

async function assertProjectInput(db: Db, fields: CreateProjectInput, id?: number): Promise<void> {
  const checks = [
    { field: 'state_id', id: fields.state_id, kind: 'project_states' as const, message: 'Stato non valido' },
    {
      field: 'category_id',
      id: fields.category_id,
      kind: 'project_categories' as const,
      message: 'Categoria non valida',
    },
    { field: 'manager_id', id: fields.manager_id, kind: 'user' as const },
    { field: 'client_id', id: fields.client_id, kind: 'clients' as const },
    { field: 'contract_id', id: fields.contract_id, kind: 'contracts' as const },
    ...eachReference('member_ids', fields.member_ids, 'user'),
  ];
  await assertReferences(db, checks);
  const sameCode = await findProjectIdByCode(db, fields.code);
  if (sameCode !== undefined && sameCode !== id) {
    throw validationError({ code: ['Esiste già un progetto con questo codice'] });
  }
}

function fieldsOf(input: CreateProjectInput): ProjectFields {
  const { member_ids: _members, ...fields } = input;
  return fields;
}

export async function listProjects(db: Db, query: ProjectListQuery): Promise<ProjectPage> {
  const { data, meta } = await listPage(db, projectList, query, (rows) => toViews(db, rows));
  return { data, meta };
}

export function getProject(db: Db, id: number): Promise<ProjectView> {
  return viewOf(db, id);
}

/** Inserts the project, its members and its `created` history entry; the caller owns `trx`. */
async function insertProjectWithMembers(
  trx: Db,
  userId: number,
  input: CreateProjectInput,
): Promise<ProjectView> {
  const fields = fieldsOf(input);
  const id = await insertProject(trx, fields, userId, nowIso());
  await replaceProjectMembers(trx, id, input.member_ids);
  const changes = changedFields(null, fields, fieldNames);
  if (input.member_ids.length > 0) changes.member_ids = [null, input.member_ids.join(',')];
  await logActivity(trx, { userId, entity: PROJECT_ENTITY, entityId: id, action: 'created', changes });
  return viewOf(trx, id);
}

/** Creates a project with its members; a duplicate code is a 422 on `code`. */
export async function createProject(db: Db, userId: number, input: CreateProjectInput): Promise<ProjectView> {
  await assertProjectInput(db, input);
  return db.transaction().execute((trx) => insertProjectWithMembers(trx, userId, input));
}

/**
 * createProject inside a transaction the caller owns (e.g. a contract and its project from a won
 * opportunity): the same checks (422) and writes, run on `trx`, so a failure rolls back the
 * caller's writes too. `input` is already parsed by `createProjectInputSchema`.
 */
export async function createProjectInTransaction(
  trx: Db,
  userId: number,
  input: CreateProjectInput,
): Promise<ProjectView> {
  await assertProjectInput(trx, input);
  return insertProjectWithMembers(trx, userId, input);
}

/** `base`, or `base-2`, `base-3`… — the first code no project has (read on `db`, a transaction's view). */
export async function freeProjectCode(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`;
    if ((await findProjectIdByCode(db, code)) === undefined) return code;
  }
}

/** Saves a whole project if `updated_at` is still current (else 409, nothing written). */
export async function updateProject(db: Db, userId: number, id: number, input: UpdateProjectInput) {
  const { updated_at: expected, ...rest } = input;
  await assertProjectInput(db, rest, id);
  return db.transaction().execute(async (trx) => {
    const before = await findProjectRow(trx, id);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const fields = fieldsOf(rest);
    if (!(await updateProjectRow(trx, id, fields, expected, nextVersion(before.updated_at))))
      throw staleRecord();
    const beforeMembers = (await findProjectMembers(trx, [id])).map((m) => m.id).sort((a, b) => a - b);
    const afterMembers = [...new Set(rest.member_ids)].sort((a, b) => a - b);
    await replaceProjectMembers(trx, id, afterMembers);
    const changes = changedFields(
      {
        ...before,
        budget_amount_cents: before.budget_amount_cents === null ? null : Number(before.budget_amount_cents),
      },
      fields,
      fieldNames,
    );
    if (beforeMembers.join(',') !== afterMembers.join(',')) {
      changes.member_ids = [beforeMembers.join(','), afterMembers.join(',')];
    }
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: PROJECT_ENTITY, entityId: id, action: 'updated', changes });
    }
    return viewOf(trx, id);
  });
}

/** Deletes a project nothing points at; with time entries or to-dos it is archived instead. */
export async function deleteProject(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findProjectRow(trx, id);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    const ownLinks = await countProjectLinks(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'project', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deleteProjectRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: PROJECT_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { code: [before.code, null], name: [before.name, null] },
      });
      return { result: 'deleted', message: 'Progetto eliminato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setProjectArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: PROJECT_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `Il progetto ha ${dependentsText(hanging)}: è stato archiviato invece che eliminato.`
          : 'Il progetto ha tempi o to-do: è stato archiviato invece che eliminato.',
    };
  });
}

export async function restoreProject(db: Db, userId: number, id: number): Promise<ProjectView> {
  return db.transaction().execute(async (trx) => {
    const before = await findProjectRow(trx, id);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    if (before.archived_at !== null) {
      await setProjectArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: PROJECT_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return viewOf(trx, id);
  });
}

export async function assertProjectExists(db: Db, id: number): Promise<void> {
  if (!(await findProjectRow(db, id))) throw notFound(PROJECT_NOT_FOUND);
}
