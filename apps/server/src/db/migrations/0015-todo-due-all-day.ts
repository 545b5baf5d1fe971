import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * `todos.due_all_day`: a due date without a time is due that whole day. `due_at` then holds the
 * last millisecond of that day in Europe/Rome, so the overdue filters (`due_at < now`), the day
 * filters and the sort need no special case; the flag tells the API and the web to show the date alone.
 */
export function todoDueAllDay(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('todos').addColumn('due_all_day', t.bool, t.boolDefault(false)).execute();
    },
  };
}
