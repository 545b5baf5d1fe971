import type { CreateProjectInput } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

export type ProjectFields = Omit<CreateProjectInput, 'member_ids'>;

function writable(fields: ProjectFields) {
  return {
    ...fields,
    name_key: normalizeText(fields.name),
    search_text: searchText([fields.code, fields.name]),
  };
}

/** Projects with their client, state, category and manager names. */
export function selectProjectViews(db: Db) {
  return db
    .selectFrom('projects')
    .leftJoin('clients as cl', 'cl.id', 'projects.client_id')
    .leftJoin('lookups as st', 'st.id', 'projects.state_id')
    .leftJoin('lookups as ca', 'ca.id', 'projects.category_id')
    .leftJoin('users as mg', 'mg.id', 'projects.manager_id')
    .selectAll('projects')
    .select([
      'cl.business_name as client_name',
      'st.name as state_name',
      'st.color as state_color',
      'st.is_closed as state_is_closed',
      'ca.name as category_name',
      sql<string | null>`mg.name || ' ' || mg.surname`.as('manager_name'),
    ]);
}
export type ProjectViewRow = ViewRow<typeof selectProjectViews>;

const projects = recordTable('projects', 'Project', selectProjectViews);
export const { findProjectView, findProjectRow, setProjectArchived, deleteProjectRow } = projects;
export type ProjectRow = RecordRow<'projects'>;

export async function findProjectIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('projects').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function insertProject(db: Db, fields: ProjectFields, userId: number | null, now: Instant) {
  const row = await db
    .insertInto('projects')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProjectRow(
  db: Db,
  id: number,
  fields: ProjectFields,
  expectedUpdatedAt: Instant,
  now: Instant,
): Promise<boolean> {
  return projects.updateProjectIfVersion(db, id, expectedUpdatedAt, { ...writable(fields), updated_at: now });
}

/** Time entries and to-dos pointing at the project. */
export async function countProjectLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('timings')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('project_id', '=', id)
        .as('t'),
      eb
        .selectFrom('todos')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('project_id', '=', id)
        .as('d'),
    ])
    .executeTakeFirst();
  return toCount(row?.t) + toCount(row?.d);
}

export async function replaceProjectMembers(db: Db, projectId: number, userIds: number[]) {
  await db.deleteFrom('project_members').where('project_id', '=', projectId).execute();
  const unique = [...new Set(userIds)];
  if (unique.length > 0) {
    await db
      .insertInto('project_members')
      .values(unique.map((user_id) => ({ project_id: projectId, user_id })))
      .execute();
  }
}

/** Members of these projects with their names, by surname. */
export function findProjectMembers(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_members as pm')
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .select(['pm.project_id', 'u.id', sql<string>`u.name || ' ' || u.surname`.as('name')])
    .where('pm.project_id', 'in', projectIds)
    .orderBy('u.surname')
    .orderBy('u.name')
    .execute();
}

/** Minutes of the stopped time entries of a project (all users), and the billable part. */
export async function minutesUsedByProject(db: Db, projectId: number) {
  const row = await db
    .selectFrom('timings')
    .select([
      sql<number>`coalesce(sum(minutes), 0)`.as('minutes'),
      sql<number>`coalesce(sum(case when billable then minutes else 0 end), 0)`.as('billable'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('project_id', '=', projectId)
    .where('ended_at', 'is not', null)
    .executeTakeFirst();
  return { minutes: toCount(row?.minutes), billable: toCount(row?.billable), entries: toCount(row?.n) };
}

/**
 * Minutes of the stopped time entries of the projects of a contract (the contracts' "hours used"): time
 * is recorded on projects, and a project names its contract.
 */
export async function minutesUsedByContract(db: Db, contractId: number): Promise<number> {
  const row = await db
    .selectFrom('timings')
    .innerJoin('projects', 'projects.id', 'timings.project_id')
    .select(sql<number>`coalesce(sum(timings.minutes), 0)`.as('minutes'))
    .where('projects.contract_id', '=', contractId)
    .where('timings.ended_at', 'is not', null)
    .executeTakeFirst();
  return toCount(row?.minutes);
}

export async function projectTodoCounts(db: Db, projectId: number, now: Instant) {
  const row = await db
    .selectFrom('todos')
    .select([
      sql<number>`coalesce(sum(case when completed_at is null then 1 else 0 end), 0)`.as('open'),
      sql<number>`coalesce(sum(case when completed_at is not null then 1 else 0 end), 0)`.as('closed'),
      sql<number>`coalesce(sum(case when completed_at is null and due_at < ${now} then 1 else 0 end), 0)`.as(
        'overdue',
      ),
    ])
    .where('project_id', '=', projectId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return { open: toCount(row?.open), closed: toCount(row?.closed), overdue: toCount(row?.overdue) };
}
