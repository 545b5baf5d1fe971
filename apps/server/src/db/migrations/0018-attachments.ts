import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Attachments: `blobs` holds one row per distinct content (its SHA-256 is the key in the blob
 * store, DATA_DIR/files or S3) with the number of attachments pointing at it; the last one deleted
 * deletes the blob. `attachments` hangs a named file on a record (`record_type`, `record_id`: a
 * client, person, opportunity, contract, project, to-do or documentation page) or on none (both
 * null). `name_key` is the normalised name (sort and search). One index per sort and filter,
 * ending with the id (the list's tie-breaker). The unfiltered list's total is a running count in
 * `active_row_counts` (as 0008-running-totals does for clients), kept by triggers: counting 100k
 * rows on every opening of the list cost PostgreSQL more than the page itself.
 */
export function attachments(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('blobs')
        .addColumn('sha256', 'text', (c) => c.primaryKey())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('ref_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('attachments'))
        .addColumn('record_type', 'text')
        .addColumn('record_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull().references('blobs.sha256'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('attachments').columns(columns).execute();
      await index('attachments_created_idx', ['created_at', 'id']);
      await index('attachments_updated_idx', ['updated_at', 'id']);
      await index('attachments_name_key_idx', ['name_key', 'id']);
      await index('attachments_size_idx', ['size', 'id']);
      await index('attachments_record_idx', ['record_type', 'record_id', 'created_at', 'id']);
      await index('attachments_created_by_idx', ['created_by', 'created_at', 'id']);
      await index('attachments_kind_idx', ['kind', 'created_at', 'id']);
      await index('attachments_sha256_idx', ['sha256']);

      await sql`insert into active_row_counts (table_name, n) values ('attachments', 0)`.execute(db);
      const statements =
        engine === 'postgres'
          ? [
              `create function attachments_count_insert() returns trigger language plpgsql as $$
               begin
                 update active_row_counts set n = n + (select count(*) from new_rows)
                  where table_name = 'attachments';
                 return null;
               end $$`,
              `create function attachments_count_delete() returns trigger language plpgsql as $$
               begin
                 update active_row_counts set n = n - (select count(*) from old_rows)
                  where table_name = 'attachments';
                 return null;
               end $$`,
              `create trigger attachments_count_ai after insert on attachments referencing new table as new_rows
                 for each statement execute function attachments_count_insert()`,
              `create trigger attachments_count_ad after delete on attachments referencing old table as old_rows
                 for each statement execute function attachments_count_delete()`,
            ]
          : [
              `create trigger attachments_count_ai after insert on attachments
               begin update active_row_counts set n = n + 1 where table_name = 'attachments'; end`,
              `create trigger attachments_count_ad after delete on attachments
               begin update active_row_counts set n = n - 1 where table_name = 'attachments'; end`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
