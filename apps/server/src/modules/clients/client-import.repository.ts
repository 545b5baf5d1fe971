import type { Db } from '../../db/database.ts';

/**
 * The imports' batch lookups of existing clients (one `in (…)` per key and batch, archived
 * included): the matching of rows to clients by Partita IVA, codice fiscale, e-mail or name.
 */

/** The stored fields of clients with these Partite IVA (import matching), first one per number. */
export function findClientsByVats(db: Db, vats: string[]) {
  return db.selectFrom('clients').selectAll().where('vat_number', 'in', vats).orderBy('id').execute();
}

/** The stored fields of clients with these codici fiscali (import matching, archived included). */
export function findClientsByTaxCodes(db: Db, taxCodes: string[]) {
  return db.selectFrom('clients').selectAll().where('tax_code', 'in', taxCodes).orderBy('id').execute();
}

/** The stored fields of clients with these e-mails (import matching, archived included; all lower-case). */
export function findClientsByEmails(db: Db, emails: string[]) {
  return db.selectFrom('clients').selectAll().where('email', 'in', emails).orderBy('id').execute();
}

/**
 * Clients with neither Partita IVA, codice fiscale nor e-mail, by normalised name: what an import
 * row with none of the three matches (archived included).
 */
export function findUnidentifiedClientsByNameKeys(db: Db, keys: string[]) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('name_key', 'in', keys)
    .where('vat_number', 'is', null)
    .where('tax_code', 'is', null)
    .where('email', 'is', null)
    .orderBy('id')
    .execute();
}

/** Ids of clients by normalised name (persons import), first one per name. */
export function findClientIdsByNameKeys(db: Db, keys: string[]) {
  return db
    .selectFrom('clients')
    .select(['id', 'name_key'])
    .where('name_key', 'in', keys)
    .orderBy('id')
    .execute();
}
