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
 * rows on every opening of the list cost PostgreSQL more than the page itself. The search box reads
 * `attachments_search_terms`, built like the clients' (0013-search-terms, decision 0008) from
 * `search_text` (the normalised name) with `archived` always false (attachments are not archived):
 * a LIKE '%word%' over 100k names cost 100–330 ms per search.
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
        .addColumn('search_text', 'text', (c) => c.notNull())
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
      for (const statement of engine === 'postgres' ? postgresTerms : sqliteTerms) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

/** The search-terms table and its triggers on SQLite (officina_search_terms is registered per connection). */
const sqliteTerms = [
  `create table attachments_search_terms (
     archived integer not null, term text not null, record_id integer not null,
     primary key (archived, term, record_id)
   ) without rowid`,
  `create trigger attachments_search_terms_ai after insert on attachments begin
     insert into attachments_search_terms (archived, term, record_id)
     select 0, value, new.id from json_each(officina_search_terms(new.search_text));
   end`,
  `create trigger attachments_search_terms_ad after delete on attachments begin
     delete from attachments_search_terms where archived = 0 and record_id = old.id
       and term in (select value from json_each(officina_search_terms(old.search_text)));
   end`,
  `create trigger attachments_search_terms_au after update of search_text on attachments
     when old.search_text is not new.search_text begin
     delete from attachments_search_terms where archived = 0 and record_id = old.id
       and term in (select value from json_each(officina_search_terms(old.search_text)));
     insert into attachments_search_terms (archived, term, record_id)
     select 0, value, new.id from json_each(officina_search_terms(new.search_text));
   end`,
];

/** The same on PostgreSQL: statement-level triggers over the transition tables. */
const postgresRows = (source: string) =>
  `select false as archived, t as term, r.id as record_id from ${source} r, officina_search_terms(r.search_text) t`;
const postgresTerms = [
  `create table attachments_search_terms (
     archived boolean not null, term text collate "C" not null, record_id integer not null,
     primary key (archived, term, record_id)
   )`,
  `create function attachments_search_terms_insert() returns trigger language plpgsql as $$
   begin insert into attachments_search_terms (archived, term, record_id) ${postgresRows('new_rows')};
   return null; end $$`,
  `create function attachments_search_terms_delete() returns trigger language plpgsql as $$
   begin delete from attachments_search_terms s using (${postgresRows('old_rows')}) d
     where s.archived = d.archived and s.term = d.term and s.record_id = d.record_id;
   return null; end $$`,
  `create function attachments_search_terms_update() returns trigger language plpgsql as $$
   begin
     delete from attachments_search_terms s using (${postgresRows(
       '(select o.* from old_rows o join new_rows n on n.id = o.id where o.search_text is distinct from n.search_text)',
     )}) d
      where s.archived = d.archived and s.term = d.term and s.record_id = d.record_id;
     insert into attachments_search_terms (archived, term, record_id) ${postgresRows(
       '(select n.* from old_rows o join new_rows n on n.id = o.id where o.search_text is distinct from n.search_text)',
     )};
     return null;
   end $$`,
  `create trigger attachments_search_terms_ai after insert on attachments referencing new table as new_rows
     for each statement execute function attachments_search_terms_insert()`,
  `create trigger attachments_search_terms_ad after delete on attachments referencing old table as old_rows
     for each statement execute function attachments_search_terms_delete()`,
  `create trigger attachments_search_terms_au after update on attachments
     referencing old table as old_rows new table as new_rows
     for each statement execute function attachments_search_terms_update()`,
];
