import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/** The tables whose search box reads a search-terms table (`<table>_search_terms`). */
export const SEARCH_TERM_TABLES = ['clients', 'persons'] as const;

/**
 * The CRM search box, from a b-tree of search terms instead of n-grams. A search word must be a
 * substring of the record's `search_text`; that is the same as being the prefix of one of the
 * suffixes of its words (db/search.ts `searchTerms`), and a prefix is a range scan of a b-tree. So
 * `<table>_search_terms (archived, term, record_id)` holds every suffix of 3+ characters of every
 * word of every record, keyed by archive view first, and a search word is `term >= word and
 * term < next(word)`: what it finds is unchanged (the LIKE '%word%' semantics), but:
 *
 * - the exact total of a search is counted from that index alone (no row of `clients` read): the
 *   trigram indexes it replaces (SQLite's FTS5 trigram table of 0006, PostgreSQL's pg_trgm GIN of
 *   0002) had to recheck every candidate row, 2–4 ms for a common word in 100k clients;
 * - it needs no extension on PostgreSQL (pg_trgm was optional: without it searches read the table).
 *
 * The cost is space: about 50 terms per client (4.9M rows, ~96 MB on SQLite and ~440 MB on
 * PostgreSQL for 100k bench clients, against ~22 MB of trigrams). docs/decisions/0008-search-terms-index.md.
 *
 * Triggers keep the tables in the writing transaction, so every writer is covered. They delete a
 * record's old terms by recomputing them from its old `search_text` (a lookup by key each; an index
 * by record would double the table), which is why `officina_search_terms` must not change without
 * a migration that rebuilds these tables. Terms are in code-point order on both engines (SQLite's
 * BINARY collation; "C" on PostgreSQL), the order `termRange` computes its bound in.
 */
export function searchTermsIndex(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine === 'postgres') await postgres(db);
      else await sqlite(db);
    },
  };
}

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function sqlite(db: Kysely<unknown>) {
  for (const table of SEARCH_TERM_TABLES) {
    const terms = `${table}_search_terms`;
    const insert = (row: 'new' | 'old') =>
      `insert into ${terms} (archived, term, record_id)
       select ${row}.archived_at is not null, value, ${row}.id
         from json_each(officina_search_terms(${row}.search_text));`;
    const remove = (row: 'new' | 'old') =>
      `delete from ${terms}
        where archived = (${row}.archived_at is not null) and record_id = ${row}.id
          and term in (select value from json_each(officina_search_terms(${row}.search_text)));`;
    await run(db, [
      // The n-gram index this replaces (0006), with the triggers that kept it.
      `drop trigger ${table}_search_ai`,
      `drop trigger ${table}_search_ad`,
      `drop trigger ${table}_search_au`,
      `drop table ${table}_search`,
      `create table ${terms} (
         archived integer not null, term text not null, record_id integer not null,
         primary key (archived, term, record_id)
       ) without rowid`,
      `create trigger ${terms}_ai after insert on ${table} begin ${insert('new')} end`,
      `create trigger ${terms}_ad after delete on ${table} begin ${remove('old')} end`,
      `create trigger ${terms}_au after update of search_text, archived_at on ${table}
         when old.search_text is not new.search_text
           or (old.archived_at is null) <> (new.archived_at is null)
       begin ${remove('old')} ${insert('new')} end`,
      `insert into ${terms} (archived, term, record_id)
       select r.archived_at is not null, j.value, r.id
         from ${table} r, json_each(officina_search_terms(r.search_text)) j`,
    ]);
  }
}

async function postgres(db: Kysely<unknown>) {
  await run(db, [
    // db/search.ts `searchTerms`, in SQL: the suffixes of 3+ characters of every space-separated
    // word (`search_text` is normalised: single spaces, no leading or trailing one).
    `create function officina_search_terms(t text) returns setof text
       language sql immutable strict parallel safe as $$
       select distinct substr(w, i)
         from regexp_split_to_table(t, ' ') w, generate_series(1, char_length(w) - 2) i
     $$`,
  ]);
  for (const table of SEARCH_TERM_TABLES) {
    const terms = `${table}_search_terms`;
    const rows = (source: string) =>
      `select r.archived_at is not null as archived, t as term, r.id as record_id
         from ${source} r, officina_search_terms(r.search_text) t`;
    const insert = (source: string) => `insert into ${terms} (archived, term, record_id) ${rows(source)}`;
    const remove = (source: string) =>
      `delete from ${terms} s using (${rows(source)}) d
        where s.archived = d.archived and s.term = d.term and s.record_id = d.record_id`;
    // Rows of an UPDATE statement whose terms change: new text, or moved in or out of the archive.
    const changed = (side: 'o' | 'n') =>
      `(select ${side}.* from old_rows o join new_rows n on n.id = o.id
         where o.search_text is distinct from n.search_text
            or (o.archived_at is null) <> (n.archived_at is null))`;
    await run(db, [
      `drop index if exists ${table}_search_trgm_idx`,
      `create table ${terms} (
         archived boolean not null, term text collate "C" not null, record_id integer not null,
         primary key (archived, term, record_id)
       )`,
      `create function ${terms}_insert() returns trigger language plpgsql as $$
       begin ${insert('new_rows')}; return null; end $$`,
      `create function ${terms}_delete() returns trigger language plpgsql as $$
       begin ${remove('old_rows')}; return null; end $$`,
      `create function ${terms}_update() returns trigger language plpgsql as $$
       begin ${remove(changed('o'))}; ${insert(changed('n'))}; return null; end $$`,
      `create trigger ${terms}_ai after insert on ${table} referencing new table as new_rows
         for each statement execute function ${terms}_insert()`,
      `create trigger ${terms}_ad after delete on ${table} referencing old table as old_rows
         for each statement execute function ${terms}_delete()`,
      `create trigger ${terms}_au after update on ${table}
         referencing old table as old_rows new table as new_rows
         for each statement execute function ${terms}_update()`,
      insert(table),
    ]);
  }
}
