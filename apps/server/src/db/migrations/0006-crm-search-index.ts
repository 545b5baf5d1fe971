import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * Substring search of the CRM lists on SQLite. `LIKE '%word%'` cannot use a b-tree, so every
 * search (and the list's exact total) read all 100k `search_text` values: ~24 ms per request. An
 * FTS5 `trigram` index over the same column answers LIKE '%word%' (3+ characters) from the index.
 * It is an external-content table (it stores only the index, the text stays in the row) kept in
 * step by triggers in the writing transaction, so imports, seeds and every other writer are covered.
 * PostgreSQL already has its pg_trgm GIN index (0002-crm) and needs nothing.
 * Both were replaced by the search-terms tables of 0013-search-terms (which drops them).
 */
export function crmSearchIndex(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine === 'postgres') return;
      for (const table of ['clients', 'persons']) {
        const fts = `${table}_search`;
        await sql
          .raw(
            `create virtual table ${fts} using fts5(search_text, content='${table}', content_rowid='id', tokenize='trigram')`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${fts}_ai after insert on ${table} begin
               insert into ${fts} (rowid, search_text) values (new.id, new.search_text);
             end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${fts}_ad after delete on ${table} begin
               insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
             end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${fts}_au after update of search_text on ${table} begin
               insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
               insert into ${fts} (rowid, search_text) values (new.id, new.search_text);
             end`,
          )
          .execute(db);
        await sql.raw(`insert into ${fts} (${fts}) values ('rebuild')`).execute(db);
      }
    },
  };
}
