import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * External links: a title, an http(s) address, a description, a category (lookup
 * `external_link_categories`), a client and/or a project. Deleting a client or a project keeps its
 * links (the reference goes null). `title_key` is the accent-insensitive sort key, `search_text` the
 * normalised title + address + description the search box matches; both are written by the
 * repository. One index per filter, each ending with the list's default order (title, id).
 */
export function externalLinks(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('external_links'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('category_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      const indexes: [string, string[]][] = [
        ['external_links_title_idx', ['title_key', 'id']],
        ['external_links_url_idx', ['url', 'id']],
        ['external_links_client_idx', ['client_id', 'title_key', 'id']],
        ['external_links_project_idx', ['project_id', 'title_key', 'id']],
        ['external_links_category_idx', ['category_id', 'title_key', 'id']],
      ];
      for (const [name, columns] of indexes) {
        await db.schema.createIndex(name).on('external_links').columns(columns).execute();
      }
    },
  };
}
