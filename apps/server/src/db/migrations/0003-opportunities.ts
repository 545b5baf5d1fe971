import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Products, opportunities with their rows, contracts, and the per-year counters that number
 * opportunities and contracts. Money in integer cents (bigint on PostgreSQL, read back as
 * numbers by the pool's INT8 parser), quantities in thousandths, discounts in hundredths of a percent.
 * Every exposed sort and filter has an index.
 */
export function opportunities(engine: Engine) {
  const t = ddl(engine);
  const pg = engine === 'postgres';
  const nf = pg ? ' nulls first' : '';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row per (sequence, year); incremented inside the transaction that uses the number, so
      // a rolled-back creation gives its number back (no gaps) and the row lock orders creators.
      await db.schema
        .createTable('sequences')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sequences_pk', ['name', 'year'])
        .execute();

      await t
        .id(db.schema.createTable('products'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('category_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('vat_rate', 'integer', (c) => c.notNull())
        .addColumn('recurrence', 'text', (c) => c.notNull())
        .addColumn('active', t.bool, t.boolDefault(true))
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await t
        .id(db.schema.createTable('opportunities'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('state_id', 'integer', (c) => c.notNull().references('lookups.id'))
        .addColumn('type_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('expected_close_on', 'text')
        .addColumn('probability', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('valid_until', 'text')
        .addColumn('payment_terms', 'text')
        .addColumn('notes', 'text')
        .addColumn('lost_reason', 'text')
        .addColumn('imponibile_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('iva_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('opportunities_year_seq_unique', ['year', 'seq'])
        .execute();

      await t
        .id(db.schema.createTable('opportunity_rows'))
        .addColumn('opportunity_id', 'integer', (c) =>
          c.notNull().references('opportunities.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull().references('lookups.id'))
        .addColumn('state_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
        .addColumn('unit', 'text')
        .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('discount_bp', 'integer', (c) => c.notNull())
        .addColumn('vat_rate', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint')
        .execute();

      await t
        .id(db.schema.createTable('contracts'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('opportunity_id', 'integer', (c) => c.references('opportunities.id'))
        .addColumn('type_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('state_id', 'integer', (c) => c.notNull().references('lookups.id'))
        .addColumn('start_on', 'text')
        .addColumn('end_on', 'text')
        .addColumn('tacit_renewal', t.bool, t.boolDefault(false))
        .addColumn('notice_days', 'integer')
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('billing_period', 'text', (c) => c.notNull())
        .addColumn('hours_included_minutes', 'integer')
        .addColumn('notes', 'text')
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      const index = (name: string, table: string, columns: string) =>
        sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
      await index('products_name_key_idx', 'products', 'name_key, id');
      await index('products_category_idx', 'products', `category_id${nf}, code`);
      await index('products_price_idx', 'products', 'unit_price_cents, id');
      await index('products_archived_active_idx', 'products', 'archived_at, active, code');

      // Lists and the board filter on archived_at is null first; (state, updated) serves the board.
      // Sorting by number is sorting by id: numbers are taken in creation order under the counter's lock.
      await index('opportunities_archived_idx', 'opportunities', 'archived_at, id');
      await index('opportunities_state_idx', 'opportunities', 'state_id, updated_at, id');
      await index('opportunities_client_idx', 'opportunities', 'client_id, id');
      await index('opportunities_owner_idx', 'opportunities', `owner_id${nf}, id`);
      await index('opportunities_type_idx', 'opportunities', `type_id${nf}, id`);
      await index('opportunities_close_idx', 'opportunities', `expected_close_on${nf}, id`);
      await index('opportunities_total_idx', 'opportunities', 'total_cents, id');
      await index('opportunities_probability_idx', 'opportunities', 'probability, id');
      await index('opportunities_title_idx', 'opportunities', 'title, id');
      await index('opportunities_created_at_idx', 'opportunities', 'created_at, id');
      await index('opportunities_updated_at_idx', 'opportunities', 'updated_at, id');
      await index('opportunity_rows_opportunity_idx', 'opportunity_rows', 'opportunity_id, position');
      await index('opportunity_rows_product_idx', 'opportunity_rows', 'product_id');

      await index('contracts_archived_number_idx', 'contracts', 'archived_at, id');
      await index('contracts_client_idx', 'contracts', 'client_id, id');
      await index('contracts_opportunity_idx', 'contracts', 'opportunity_id');
      await index('contracts_state_idx', 'contracts', 'state_id, id');
      await index('contracts_type_idx', 'contracts', `type_id${nf}, id`);
      await index('contracts_end_on_idx', 'contracts', `end_on${nf}, id`);
      await index('contracts_start_on_idx', 'contracts', `start_on${nf}, id`);
      await index('contracts_amount_idx', 'contracts', 'amount_cents, id');
      await index('contracts_created_at_idx', 'contracts', 'created_at, id');
      await index('contracts_updated_at_idx', 'contracts', 'updated_at, id');
    },
  };
}
