import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { matching } from '../../db/list/index.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type ProjectFilters, projectList } from '../projects/project.list.ts';

/**
 * The user's open (not completed, not archived) to-dos, read from their assignments: the
 * `todo_assignees_user_idx` range of the user, then each to-do by its key — so the cost follows the
 * user's own to-dos, not the table (a scan of every to-do with an assignee check per row was
 * 38 ms of the dashboard's 45 at 200,000 to-dos). SQLite's CROSS JOIN keeps that order (its planner
 * otherwise may walk `todos` by due date); PostgreSQL reads it the same way from the join.
 */
function myOpenTodoRows(db: Db, userId: number, due: { from?: Instant; before: Instant }) {
  return db
    .selectFrom('todo_assignees as ta')
    .crossJoin('todos')
    .where('ta.user_id', '=', userId)
    .whereRef('todos.id', '=', 'ta.todo_id')
    .where('todos.completed_at', 'is', null)
    .where('todos.archived_at', 'is', null)
    .$if(due.from !== undefined, (q) => q.where('todos.due_at', '>=', due.from as Instant))
    .where('todos.due_at', '<', due.before);
}

/** The user's open to-dos due before `before` (and from `from`), with their project name, by due date. */
function myOpenTodos(db: Db, userId: number, due: { from?: Instant; before: Instant }, limit: number) {
  return myOpenTodoRows(db, userId, due)
    .leftJoin('projects as pr', 'pr.id', 'todos.project_id')
    .select([
      'todos.id',
      'todos.title',
      'todos.due_at',
      'todos.due_all_day',
      'todos.priority_rank',
      'todos.project_id',
      'pr.name as project_name',
    ])
    .orderBy('todos.due_at')
    .orderBy('todos.id')
    .limit(limit)
    .execute();
}

export type MyOpenTodoRow = Awaited<ReturnType<typeof myOpenTodos>>[number];

/** The user's open to-dos due in [from, to), at most `limit`. */
export function listMyTodosDueBetween(db: Db, userId: number, from: Instant, to: Instant, limit: number) {
  return myOpenTodos(db, userId, { from, before: to }, limit);
}

/** The user's open to-dos due before `now`, at most `limit`. */
export function listMyOverdueTodos(db: Db, userId: number, now: Instant, limit: number) {
  return myOpenTodos(db, userId, { before: now }, limit);
}

/**
 * How many open to-dos of the user are due before `before` (and from `from`): the to-do list's
 * total for `assignee=<user>&open=true&due_from=&due_to=` (or `overdue=true`), counted from the
 * user's assignments as the items are.
 */
export async function countMyOpenTodos(
  db: Db,
  userId: number,
  due: { from?: Instant; before: Instant },
): Promise<number> {
  const row = await myOpenTodoRows(db, userId, due)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return toCount(row?.n as number | string | undefined);
}

/** Stopped minutes of the user per Rome day in [from, to] (`YYYY-MM-DD`), from the day rollup. */
export function listMyMinutesByDay(db: Db, userId: number, from: string, to: string) {
  return db
    .selectFrom('timing_day_totals')
    .select(['day', 'minutes'])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
}

/**
 * The first `limit` projects of the list's `budget_used_min_percent` filter, the most used first,
 * with their minutes used (from `project_time_totals`) and client name.
 */
export function listProjectsOverBudget(db: Db, percent: number, limit: number) {
  return matching(db, projectList, { budget_used_min_percent: percent } as ProjectFilters)
    .innerJoin('project_time_totals as used', 'used.project_id', 'projects.id')
    .leftJoin('clients as cl', 'cl.id', 'projects.client_id')
    .select([
      'projects.id',
      'projects.name',
      'cl.business_name as client_name',
      'projects.budget_minutes',
      'projects.budget_amount_cents',
      'used.minutes as used_minutes',
    ])
    .orderBy(sql`used.minutes * 1.0 / projects.budget_minutes`, 'desc')
    .orderBy('projects.id')
    .limit(limit)
    .execute();
}

/** Which activity entries a user may read: entity kinds in full, and the two that depend on the row. */
export interface ActivityReach {
  /** Entity kinds the user sees every entry of. */
  kinds: string[];
  /** Schedule entries: 'none', only the events the user organises or attends ('own'), or 'all'. */
  schedules: 'none' | 'own' | 'all';
  /** Attachment entries: null (none), or the record types whose attachments the user sees. */
  attachmentRecordTypes: string[] | null;
  userId: number;
}

/**
 * The newest `limit` entries of the activity log the reach allows, with their author's name: a walk
 * of the primary key backwards, each entry checked by its kind (and, for schedules and attachments,
 * by one primary-key lookup).
 */
export function listRecentActivity(db: Db, reach: ActivityReach, limit: number) {
  return db
    .selectFrom('activity_log as al')
    .leftJoin('users as u', 'u.id', 'al.user_id')
    .select([
      'al.id',
      'al.entity',
      'al.entity_id',
      'al.action',
      'al.created_at',
      sql<string | null>`u.name || ' ' || u.surname`.as('user_name'),
    ])
    .where((eb) => {
      const allowed = [];
      if (reach.kinds.length > 0) allowed.push(eb('al.entity', 'in', reach.kinds));
      if (reach.schedules === 'all') allowed.push(eb('al.entity', '=', 'schedule'));
      if (reach.schedules === 'own') {
        allowed.push(
          eb.and([
            eb('al.entity', '=', 'schedule'),
            eb.or([
              eb.exists(
                eb
                  .selectFrom('schedules as s')
                  .select('s.id')
                  .whereRef('s.id', '=', 'al.entity_id')
                  .where('s.created_by', '=', reach.userId),
              ),
              eb.exists(
                eb
                  .selectFrom('schedule_attendees as sa')
                  .select('sa.schedule_id')
                  .whereRef('sa.schedule_id', '=', 'al.entity_id')
                  .where('sa.user_id', '=', reach.userId),
              ),
            ]),
          ]),
        );
      }
      const types = reach.attachmentRecordTypes;
      if (types !== null) {
        allowed.push(
          eb.and([
            eb('al.entity', '=', 'attachment'),
            eb.exists(
              eb
                .selectFrom('attachments as a')
                .select('a.id')
                .whereRef('a.id', '=', 'al.entity_id')
                .where((w) =>
                  w.or([
                    w('a.record_type', 'is', null),
                    ...(types.length > 0 ? [w('a.record_type', 'in', types)] : []),
                  ]),
                ),
            ),
          ]),
        );
      }
      return allowed.length > 0 ? eb.or(allowed) : sql<boolean>`1 = 0`;
    })
    .orderBy('al.id', 'desc')
    .limit(limit)
    .execute();
}

type NameRows = Promise<{ id: number; name: string }[]>;
const fullName = sql<string>`first_name || ' ' || last_name`;
const numbered = (number: string, title: string) =>
  sql<string>`${sql.ref(number)} || ' ' || ${sql.ref(title)}`;

/** What a record of each kind is called now ("2026/0012 Portale"), by entity kind of the log. */
export const ACTIVITY_RECORD_NAMES: Record<string, (db: Db, ids: number[]) => NameRows> = {
  client: (db, ids) =>
    db.selectFrom('clients').select(['id', 'business_name as name']).where('id', 'in', ids).execute(),
  person: (db, ids) =>
    db
      .selectFrom('persons')
      .select(['id', fullName.as('name')])
      .where('id', 'in', ids)
      .execute(),
  opportunity: (db, ids) =>
    db
      .selectFrom('opportunities')
      .select(['id', numbered('number', 'title').as('name')])
      .where('id', 'in', ids)
      .execute(),
  contract: (db, ids) =>
    db
      .selectFrom('contracts')
      .select(['id', numbered('number', 'title').as('name')])
      .where('id', 'in', ids)
      .execute(),
  project: (db, ids) =>
    db
      .selectFrom('projects')
      .select(['id', numbered('code', 'name').as('name')])
      .where('id', 'in', ids)
      .execute(),
  todo: (db, ids) => db.selectFrom('todos').select(['id', 'title as name']).where('id', 'in', ids).execute(),
  product: (db, ids) =>
    db
      .selectFrom('products')
      .select(['id', numbered('code', 'name').as('name')])
      .where('id', 'in', ids)
      .execute(),
  documentation: (db, ids) =>
    db.selectFrom('documentations').select(['id', 'title as name']).where('id', 'in', ids).execute(),
  external_link: (db, ids) =>
    db.selectFrom('external_links').select(['id', 'title as name']).where('id', 'in', ids).execute(),
  keyholder: (db, ids) =>
    db.selectFrom('keyholders').select(['id', 'title as name']).where('id', 'in', ids).execute(),
  keyholder_key: (db, ids) =>
    db.selectFrom('keyholder_keys').select(['id', 'label as name']).where('id', 'in', ids).execute(),
};

/** Schedules' titles and first days (the calendar opens on that day). */
export function findActivitySchedules(db: Db, ids: number[]) {
  return db
    .selectFrom('schedules')
    .select(['id', 'title as name', 'start_local as day'])
    .where('id', 'in', ids)
    .execute();
}

/** Attachments' names and the record each hangs on. */
export function findActivityAttachments(db: Db, ids: number[]) {
  return db
    .selectFrom('attachments')
    .select(['id', 'name', 'record_type', 'record_id'])
    .where('id', 'in', ids)
    .execute();
}

/** The user's saved layout, as stored (JSON text), or undefined. */
export function findDashboardLayout(db: Db, userId: number) {
  return db
    .selectFrom('dashboard_layouts')
    .select('widgets')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts or replaces the user's layout. */
export async function saveDashboardLayoutRow(
  db: Db,
  userId: number,
  widgets: string,
  at: Instant,
): Promise<void> {
  await db
    .insertInto('dashboard_layouts')
    .values({ user_id: userId, widgets, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ widgets, updated_at: at }))
    .execute();
}
