import type { Db } from '../../../db/database.ts';
import type { Instant } from '../../../db/values.ts';

export interface DueTodoRow {
  id: number;
  title: string;
  due_at: Instant;
  due_all_day: boolean | number;
  created_by: number | null;
  /** One row per assignee; null for a to-do assigned to nobody. */
  assignee_id: number | null;
}

/** Open to-dos (not completed, not archived) due in [from, to], one row per assignee. */
export function listOpenTodosDue(db: Db, from: Instant, to: Instant): Promise<DueTodoRow[]> {
  return db
    .selectFrom('todos')
    .leftJoin('todo_assignees', 'todo_assignees.todo_id', 'todos.id')
    .select([
      'todos.id',
      'todos.title',
      'todos.due_at as due_at',
      'todos.due_all_day',
      'todos.created_by',
      'todo_assignees.user_id as assignee_id',
    ])
    .where('todos.due_at', '>=', from)
    .where('todos.due_at', '<=', to)
    .where('todos.completed_at', 'is', null)
    .where('todos.archived_at', 'is', null)
    .orderBy('todos.id')
    .execute() as Promise<DueTodoRow[]>;
}

export interface ExpiringContractRow {
  id: number;
  number: string;
  title: string;
  end_on: string;
  notice_days: number | null;
  created_by: number | null;
  opportunity_owner_id: number | null;
}

/**
 * Live contracts (not archived, state not closed) ending on one of `endDays`, or whose notice date
 * (end − notice days) is `noticeDay`.
 */
export async function listContractsToWarn(
  db: Db,
  endDays: readonly string[],
  noticeDay: string,
): Promise<ExpiringContractRow[]> {
  const rows = await db
    .selectFrom('contracts')
    .innerJoin('lookups', 'lookups.id', 'contracts.state_id')
    .leftJoin('opportunities', 'opportunities.id', 'contracts.opportunity_id')
    .select([
      'contracts.id',
      'contracts.number',
      'contracts.title',
      'contracts.end_on',
      'contracts.notice_days',
      'contracts.created_by',
      'opportunities.owner_id as opportunity_owner_id',
    ])
    .where('contracts.archived_at', 'is', null)
    .where('contracts.end_on', 'is not', null)
    .where('lookups.is_closed', '=', 0)
    .where('contracts.end_on', '>=', noticeDay)
    .orderBy('contracts.id')
    .execute();
  // Few contracts end after today: the notice date (a day count per contract) is checked here.
  return (rows as ExpiringContractRow[]).filter(
    (row) => endDays.includes(row.end_on) || noticeDayOf(row) === noticeDay,
  );
}

/** `end_on` minus the notice days, or null without a notice. */
export function noticeDayOf(row: Pick<ExpiringContractRow, 'end_on' | 'notice_days'>): string | null {
  if (!row.notice_days || row.notice_days <= 0) return null;
  const date = new Date(`${row.end_on}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - row.notice_days);
  return date.toISOString().slice(0, 10);
}
