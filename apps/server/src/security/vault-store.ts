import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Vault } from './vault.ts';
import { KID_LENGTH, KID_OFFSET, VaultError, type VaultField } from './vault-crypto.ts';

/**
 * Where the vault's values are stored: each sealed column with the field it is sealed as (its AAD).
 * The startup check and the rotation walk these; a module that seals another column adds it here.
 */
export const VAULT_COLUMNS = [
  { table: 'keyholders', column: 'secret_enc', field: 'secret' },
  { table: 'keyholders', column: 'notes_enc', field: 'notes' },
] as const satisfies readonly { table: 'keyholders'; column: string; field: VaultField }[];

export type VaultColumn = (typeof VAULT_COLUMNS)[number];

/** The key id inside an envelope (`v1.<kid>.…`), in SQL. */
const kidOf = (column: string) =>
  sql<string>`substr(${sql.ref(column)}, ${sql.lit(KID_OFFSET + 1)}, ${sql.lit(KID_LENGTH)})`;

/** Per key id: how many values of the column it seals, and one of them (the newest) to try. */
export function storedKeyIds(db: Db, { table, column }: VaultColumn) {
  return db
    .selectFrom(table)
    .select((eb) => [
      kidOf(column).as('kid'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max('id').as('sample_id'),
    ])
    .where(column, 'is not', null)
    .groupBy(kidOf(column))
    .execute();
}

/** One stored value by id. */
export async function storedValue(db: Db, { table, column }: VaultColumn, id: number) {
  const row = await db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
  return row?.[column] ?? null;
}

/** Up to `limit` values of the column not sealed under `kid`, in id order. */
export function valuesNotUnder(db: Db, { table, column }: VaultColumn, kid: string, limit: number) {
  return db
    .selectFrom(table)
    .select(['id', `${column} as value`])
    .where(column, 'is not', null)
    .where(kidOf(column), '<>', kid)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<{ id: number; value: string }[]>;
}

/** Replaces a value only if it is still `before` (the server may have saved a new one meanwhile). */
export async function replaceValue(
  db: Db,
  { table, column }: VaultColumn,
  id: number,
  before: string,
  after: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ [column]: after })
    .where('id', '=', id)
    .where(column, '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What the startup check found wrong, or null when every stored value's key is there and opens. */
export async function vaultProblem(db: Db, vault: Vault): Promise<string | null> {
  const held = new Set(vault.keys().map((k) => k.kid));
  const missing = new Set<string>();
  for (const where of VAULT_COLUMNS) {
    for (const group of await storedKeyIds(db, where)) {
      if (!held.has(group.kid)) {
        missing.add(group.kid);
        continue;
      }
      const value = await storedValue(db, where, Number(group.sample_id));
      try {
        if (value !== null) vault.decrypt(where.field, value);
      } catch (error) {
        if (!(error instanceof VaultError)) throw error;
        return `un valore cifrato con la chiave ${group.kid} non si decifra (chiave sbagliata o dato alterato)`;
      }
    }
  }
  if (missing.size === 0) return null;
  const names = [...missing].join(', ');
  return `le credenziali salvate sono cifrate con ${missing.size > 1 ? 'le chiavi' : 'la chiave'} ${names}, che questo server non ha (ha: ${[...held].join(', ')})`;
}

/**
 * The start's check: refuses to start when a stored value names a key the vault lacks or does not
 * open, with one paragraph saying what is wrong and what to do (no stack trace: server.ts prints
 * the message alone).
 */
export async function assertVaultOpens(db: Db, vault: Vault): Promise<void> {
  const problem = await vaultProblem(db, vault);
  if (problem === null) return;
  const fix =
    vault.source === 'env'
      ? 'Avvia il server con la VAULT_KEY con cui sono state cifrate (durante una rotazione: la nuova per prima, ' +
        'poi la vecchia, separate da una virgola)'
      : `Ripristina il file ${vault.file} dal backup di DATA_DIR, oppure imposta VAULT_KEY con la chiave giusta`;
  throw new VaultError(
    `Vault delle credenziali: ${problem}. Senza quella chiave le password salvate non si possono leggere. ` +
      `${fix}; poi riavvia. Il server non parte finché la chiave non è quella giusta (docs/modules/keyholders.md).`,
  );
}
