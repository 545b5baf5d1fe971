import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Clients and persons. Besides the fields, each row keeps `name_key` (normalised name,
 * the sort key of names, so order is the same on both engines) and `search_text` (normalised
 * searchable fields, matched with LIKE). Every exposed sort and filter has an index; filters are
 * composite with the default sort so a filtered first page reads only what it shows.
 */
export function crm(engine: Engine) {
  const t = ddl(engine);
  const pg = engine === 'postgres';
  // Lists order NULLs first ascending and last descending (SQLite's natural order); PostgreSQL
  // indexes must say so to serve those sorts.
  const nf = pg ? ' nulls first' : '';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('clients'))
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('vat_number', 'text')
        .addColumn('tax_code', 'text')
        .addColumn('sdi_code', 'text')
        .addColumn('pec', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('website', 'text')
        .addColumn('street', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('city', 'text')
        .addColumn('city_key', 'text')
        .addColumn('province', 'text')
        .addColumn('country', 'text', (c) => c.notNull().defaultTo('IT'))
        .addColumn('state_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('category_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('account_manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('notes', 'text')
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await t
        .id(db.schema.createTable('persons'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        // No cascade: a client with persons is archived, not deleted.
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('role', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('mobile', 'text')
        .addColumn('notes', 'text')
        .addColumn('privacy_consent_on', 'text')
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      const index = (name: string, table: string, columns: string) =>
        sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
      await index('clients_name_key_idx', 'clients', 'name_key, id');
      await index('clients_archived_at_idx', 'clients', 'archived_at');
      await index('clients_vat_number_idx', 'clients', `vat_number${nf}, id`);
      await index('clients_city_idx', 'clients', `city_key${nf}, name_key`);
      await index('clients_province_idx', 'clients', `province${nf}, name_key`);
      await index('clients_province_state_idx', 'clients', 'province, state_id, name_key');
      await index('clients_state_idx', 'clients', `state_id${nf}, name_key`);
      await index('clients_category_idx', 'clients', `category_id${nf}, name_key`);
      await index('clients_account_manager_idx', 'clients', `account_manager_id${nf}, name_key`);
      await index('clients_created_at_idx', 'clients', 'created_at, id');
      await index('clients_updated_at_idx', 'clients', 'updated_at, id');

      await index('persons_name_key_idx', 'persons', 'name_key, id');
      await index('persons_archived_at_idx', 'persons', 'archived_at');
      await index('persons_first_name_idx', 'persons', 'first_name, id');
      await index('persons_email_idx', 'persons', `email${nf}, id`);
      await index('persons_type_idx', 'persons', `type_id${nf}, name_key`);
      await index('persons_client_idx', 'persons', `client_id${nf}, name_key`);
      await index('persons_created_at_idx', 'persons', 'created_at, id');
      await index('persons_updated_at_idx', 'persons', 'updated_at, id');

      // Substring search (LIKE '%…%') cannot use a b-tree; on PostgreSQL a trigram index serves the
      // very same SQL when the extension is available. SQLite scans the narrow column.
      if (pg) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
        if ((rows[0]?.n ?? 0) > 0) {
          await sql`create extension if not exists pg_trgm`.execute(db);
          await sql`create index clients_search_trgm_idx on clients using gin (search_text gin_trgm_ops)`.execute(
            db,
          );
          await sql`create index persons_search_trgm_idx on persons using gin (search_text gin_trgm_ops)`.execute(
            db,
          );
        }
      }
    },
  };
}
