import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** An open to-do with a due date, as the overlays and the feed show it. */
export interface DueTodoRow {
  id: number;
  title: string;
  description: string | null;
  due_at: Instant;
  due_all_day: boolean | number;
}

/**
 * Open (not completed, not archived) to-dos due in `[fromIso, toIso)` that are the user's:
 * assigned to them, or — unless `assignedOnly` — created by them.
 */
export async function listDueTodos(
  db: Db,
  userId: number,
  range: { fromIso: Instant; toIso: Instant | null },
  assignedOnly: boolean,
): Promise<DueTodoRow[]> {
  return db
    .selectFrom('todos')
    .select(['todos.id', 'todos.title', 'todos.description', 'todos.due_at', 'todos.due_all_day'])
    .where('todos.due_at', 'is not', null)
    .where('todos.due_at', '>=', range.fromIso)
    .$if(range.toIso !== null, (qb) => qb.where('todos.due_at', '<', range.toIso as Instant))
    .where('todos.completed_at', 'is', null)
    .where('todos.archived_at', 'is', null)
    .where((eb) => {
      const assigned = eb.exists(
        eb
          .selectFrom('todo_assignees as ta')
          .select('ta.todo_id')
          .whereRef('ta.todo_id', '=', 'todos.id')
          .where('ta.user_id', '=', userId),
      );
      return assignedOnly ? assigned : eb.or([assigned, eb('todos.created_by', '=', userId)]);
    })
    .orderBy('todos.due_at')
    .orderBy('todos.id')
    .limit(5_000)
    .execute() as Promise<DueTodoRow[]>;
}

/** A contract with an end date, and whether its state is a closed one (expired, cancelled). */
export interface ContractDeadlineRow {
  id: number;
  number: string;
  title: string;
  end_on: string;
  notice_days: number | null;
  client_name: string | null;
  state_closed: boolean | number | null;
}

/** Non-archived contracts ending in `[fromDay, toDay]` (days, inclusive; toDay null = no bound). */
export async function listContractsEnding(
  db: Db,
  fromDay: string,
  toDay: string | null,
): Promise<ContractDeadlineRow[]> {
  return db
    .selectFrom('contracts')
    .leftJoin('clients', 'clients.id', 'contracts.client_id')
    .leftJoin('lookups as state', 'state.id', 'contracts.state_id')
    .select([
      'contracts.id',
      'contracts.number',
      'contracts.title',
      'contracts.end_on',
      'contracts.notice_days',
      'clients.business_name as client_name',
      'state.is_closed as state_closed',
    ])
    .where('contracts.archived_at', 'is', null)
    .where('contracts.end_on', 'is not', null)
    .where('contracts.end_on', '>=', fromDay)
    .$if(toDay !== null, (qb) => qb.where('contracts.end_on', '<=', toDay as string))
    .orderBy('contracts.end_on')
    .orderBy('contracts.id')
    .limit(5_000)
    .execute() as Promise<ContractDeadlineRow[]>;
}
