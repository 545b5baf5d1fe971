import { type Kysely, sql } from 'kysely';

/**
 * A clients import matches a row without a known Partita IVA by codice fiscale, then by e-mail, on
 * archived clients too (so the partial list indexes of 0003 cannot serve it): without these, every
 * batch of 500 rows of a file with those columns (any exported file) read the whole table twice.
 * Partial on the value being set: lookups are by value, and the many clients without one stay out.
 */
export function crmImportMatchIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql
        .raw('create index clients_tax_code_lookup_idx on clients (tax_code) where tax_code is not null')
        .execute(db);
      await sql
        .raw('create index clients_email_lookup_idx on clients (email) where email is not null')
        .execute(db);
    },
  };
}
