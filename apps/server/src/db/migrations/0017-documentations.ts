import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Documentation pages and their history.
 *
 * - `documentations`: the page as it is now. `title_key` (normalised title) sorts; `search_text`
 *   (normalised title, tags and body) is what the words below are cut from; `tags` is the page's tags as a
 *   JSON array in the order typed (for display); `version` is the number of the newest version.
 *   Client and project are optional and set to null if that record is deleted.
 * - `documentation_tags`: one row per (page, tag), the tags normalised (lower-case): what the tag
 *   filter and the tags list read, by the `(tag, documentation_id)` index.
 * - `documentation_words`: the distinct words (normalised, split on anything but letters and digits)
 *   of the title, tags and body of each page: `?q=` finds the pages with a word starting with each
 *   word typed, by a range of the `(word, documentation_id)` index instead of reading every body.
 * - `documentation_versions`: every saved state of a page, numbered 1, 2, … (the newest equals the
 *   page): title, body, tags, who saved it and when, and the version a restore copied.
 */
export function documentations(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('documentations'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      // the active pages' sorts and filters (partial: archived pages are few and listed apart),
      // each ending with the tie-breaker; the archive view's sort
      const active: [string, string][] = [
        ['documentations_active_updated_idx', 'updated_at, id'],
        ['documentations_active_title_idx', 'title_key, id'],
        ['documentations_active_client_idx', 'client_id, updated_at, id'],
        ['documentations_active_project_idx', 'project_id, updated_at, id'],
      ];
      for (const [name, columns] of active) {
        await sql
          .raw(`create index ${name} on documentations (${columns}) where archived_at is null`)
          .execute(db);
      }
      await sql
        .raw('create index documentations_archived_idx on documentations (archived_at, updated_at, id)')
        .execute(db);

      await db.schema
        .createTable('documentation_tags')
        .addColumn('documentation_id', 'integer', (c) =>
          c.notNull().references('documentations.id').onDelete('cascade'),
        )
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('documentation_tags_pk', ['documentation_id', 'tag'])
        .execute();
      await db.schema
        .createIndex('documentation_tags_tag_idx')
        .on('documentation_tags')
        .columns(['tag', 'documentation_id'])
        .execute();

      await db.schema
        .createTable('documentation_words')
        .addColumn('documentation_id', 'integer', (c) =>
          c.notNull().references('documentations.id').onDelete('cascade'),
        )
        .addColumn('word', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('documentation_words_pk', ['documentation_id', 'word'])
        .execute();
      await db.schema
        .createIndex('documentation_words_word_idx')
        .on('documentation_words')
        .columns(['word', 'documentation_id'])
        .execute();

      await t
        .id(db.schema.createTable('documentation_versions'))
        .addColumn('documentation_id', 'integer', (c) =>
          c.notNull().references('documentations.id').onDelete('cascade'),
        )
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('restored_from', 'integer')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('documentation_versions_number_idx')
        .on('documentation_versions')
        .columns(['documentation_id', 'number'])
        .unique()
        .execute();
    },
  };
}
