import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Events imported from an iCalendar file remember the UID they came with (and the RECURRENCE-ID
 * of an imported exception, '' otherwise), per calendar: importing the same file again skips what
 * is already there. The row goes with its event.
 */
export function scheduleImportUid(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('schedule_import_uids')
        .addColumn('schedule_id', 'integer', (c) =>
          c.primaryKey().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('calendar_id', 'integer', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('recurrence_id', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('schedule_import_uids_uid_idx')
        .on('schedule_import_uids')
        .columns(['calendar_id', 'uid', 'recurrence_id'])
        .unique()
        .execute();
    },
  };
}
