import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Keyholders ("Portachiavi"), two registers on one page.
 *
 * `keyholders`: credentials of a client and/or project. `secret_enc` and `notes_enc` hold the
 * password and the notes encrypted (AES-256-GCM envelopes `v1.<key id>.<iv>.<tag>.<ciphertext>`,
 * written by the vault); no column holds either in clear, and `search_text` (normalised title, host,
 * username) never includes them. `keyholder_accesses`: one row per reveal (who, when, from which
 * address), kept with the credential.
 *
 * `keyholder_keys`: physical keys and badges (label, code, the client site they open, the number
 * of copies). `keyholder_key_loans`: the custody history, one row per check-out of one copy; a
 * partial unique index over the open loans (`returned_on is null`) makes a double check-out of the
 * same copy impossible, even from two requests at once.
 *
 * Deleting a client or project keeps its entries (the reference goes null); deleting a user keeps
 * the rows that name them (null).
 */
export function keyholders(engine: Engine) {
  const t = ddl(engine);
  const pg = engine === 'postgres';
  const nf = pg ? ' nulls first' : '';
  const nl = pg ? ' nulls last' : '';
  const index = (name: string, table: string, columns: string) =>
    sql.raw(`create index ${name} on ${table} (${columns})`);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('keyholders'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('host', 'text')
        .addColumn('port', 'integer')
        .addColumn('username', 'text')
        .addColumn('secret_enc', 'text')
        .addColumn('notes_enc', 'text')
        .addColumn('expires_on', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await index('keyholders_title_idx', 'keyholders', 'title_key, id').execute(db);
      await index('keyholders_kind_idx', 'keyholders', 'kind, title_key, id').execute(db);
      await index('keyholders_client_idx', 'keyholders', `client_id${nf}, title_key, id`).execute(db);
      await index('keyholders_project_idx', 'keyholders', `project_id${nf}, title_key, id`).execute(db);
      await index('keyholders_expires_idx', 'keyholders', `expires_on${nl}, id`).execute(db);

      await t
        .id(db.schema.createTable('keyholder_accesses'))
        .addColumn('keyholder_id', 'integer', (c) =>
          c.notNull().references('keyholders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        /** What the reveal was for: `view` (Mostra), `copy` (Copia), `edit` (the form). */
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('at', t.instant, (c) => c.notNull())
        .execute();
      await index('keyholder_accesses_entry_idx', 'keyholder_accesses', 'keyholder_id, at, id').execute(db);
      await index('keyholder_accesses_user_idx', 'keyholder_accesses', 'user_id, at').execute(db);

      await t
        .id(db.schema.createTable('keyholder_keys'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('label_key', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('site', 'text')
        .addColumn('copies', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql.raw('create unique index keyholder_keys_code_uq on keyholder_keys (code)').execute(db);
      await index('keyholder_keys_label_idx', 'keyholder_keys', 'label_key, id').execute(db);
      await index('keyholder_keys_client_idx', 'keyholder_keys', `client_id${nf}, label_key, id`).execute(db);
      await index('keyholder_keys_project_idx', 'keyholder_keys', `project_id${nf}, label_key, id`).execute(
        db,
      );

      await t
        .id(db.schema.createTable('keyholder_key_loans'))
        .addColumn('key_id', 'integer', (c) =>
          c.notNull().references('keyholder_keys.id').onDelete('cascade'),
        )
        .addColumn('copy_no', 'integer', (c) => c.notNull())
        .addColumn('holder_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('holder_person_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        /** The holder's name when checked out: the history reads it after the person is gone. */
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('out_on', 'text', (c) => c.notNull())
        .addColumn('due_on', 'text')
        .addColumn('returned_on', 'text')
        .addColumn('out_note', 'text')
        .addColumn('in_note', 'text')
        .addColumn('out_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();
      await sql
        .raw(
          'create unique index keyholder_key_loans_open_uq on keyholder_key_loans (key_id, copy_no) where returned_on is null',
        )
        .execute(db);
      await index('keyholder_key_loans_key_idx', 'keyholder_key_loans', 'key_id, out_on, id').execute(db);
      await sql
        .raw(
          'create index keyholder_key_loans_due_idx on keyholder_key_loans (due_on, id) where returned_on is null',
        )
        .execute(db);
      await index('keyholder_key_loans_user_idx', 'keyholder_key_loans', 'holder_user_id, out_on').execute(
        db,
      );
      await index(
        'keyholder_key_loans_person_idx',
        'keyholder_key_loans',
        'holder_person_id, out_on',
      ).execute(db);
    },
  };
}
