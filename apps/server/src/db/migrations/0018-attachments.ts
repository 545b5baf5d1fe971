import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Attachments: `blobs` holds one row per distinct content (its SHA-256 is the key in the blob
 * store, DATA_DIR/files or S3) with the number of attachments pointing at it; the last one deleted
 * deletes the blob. `attachments` hangs a named file on a record (`record_type`, `record_id`: a
 * client, person, opportunity, contract, project, to-do or documentation page) or on none (both
 * null). `name_key` is the normalised name (sort and search). One index per sort and filter,
 * ending with the id (the list's tie-breaker).
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
    },
  };
}
