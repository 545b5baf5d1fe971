import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { dbBool, type Instant } from '../../db/values.ts';
import type { KeyholderKeyLoansTable } from './keyholder.table.ts';

/** Loans with the names of who checked them out and in. */
export function selectLoans(db: Db) {
  return db
    .selectFrom('keyholder_key_loans')
    .leftJoin('users as ob', 'ob.id', 'keyholder_key_loans.out_by')
    .leftJoin('users as ib', 'ib.id', 'keyholder_key_loans.in_by')
    .select([
      'keyholder_key_loans.id',
      'keyholder_key_loans.key_id',
      'keyholder_key_loans.copy_no',
      'keyholder_key_loans.holder_user_id',
      'keyholder_key_loans.holder_person_id',
      'keyholder_key_loans.holder_name',
      'keyholder_key_loans.out_on',
      'keyholder_key_loans.due_on',
      'keyholder_key_loans.returned_on',
      'keyholder_key_loans.out_note',
      'keyholder_key_loans.in_note',
      'keyholder_key_loans.created_at',
      'ob.name as out_by_first_name',
      'ob.surname as out_by_surname',
      'ib.name as in_by_first_name',
      'ib.surname as in_by_surname',
    ]);
}
export type LoanRow = ViewRow<typeof selectLoans>;

/** Loans with their key and its client: the loans list's rows (its filters read `keyholder_keys`). */
export function selectLoanViews(db: Db) {
  return selectLoans(db)
    .innerJoin('keyholder_keys', 'keyholder_keys.id', 'keyholder_key_loans.key_id')
    .leftJoin('clients as kc', 'kc.id', 'keyholder_keys.client_id')
    .select([
      'keyholder_keys.label as key_label',
      'keyholder_keys.code as key_code',
      'keyholder_keys.client_id',
      'kc.business_name as client_name',
    ]);
}
export type LoanViewRow = ViewRow<typeof selectLoanViews>;

/** The open loans of these keys, by key and copy number. */
export function findOpenLoans(db: Db, keyIds: number[]): Promise<LoanRow[]> {
  if (keyIds.length === 0) return Promise.resolve([]);
  return selectLoans(db)
    .where('keyholder_key_loans.key_id', 'in', keyIds)
    .where('keyholder_key_loans.returned_on', 'is', null)
    .orderBy('keyholder_key_loans.key_id')
    .orderBy('keyholder_key_loans.copy_no')
    .execute();
}

/** The open loan of one copy, if it is out. */
export function findOpenLoan(db: Db, keyId: number, copyNo: number) {
  return db
    .selectFrom('keyholder_key_loans')
    .select(['id', 'holder_name', 'holder_user_id', 'holder_person_id', 'out_on', 'due_on', 'updated_at'])
    .where('key_id', '=', keyId)
    .where('copy_no', '=', copyNo)
    .where('returned_on', 'is', null)
    .executeTakeFirst();
}

/** The highest copy number out now (0 when every copy is in). */
export async function highestCopyOut(db: Db, keyId: number): Promise<number> {
  const row = await db
    .selectFrom('keyholder_key_loans')
    .select((eb) => eb.fn.max('copy_no').as('copy_no'))
    .where('key_id', '=', keyId)
    .where('returned_on', 'is', null)
    .executeTakeFirst();
  return Number(row?.copy_no ?? 0);
}

export async function insertLoan(db: Db, values: Insertable<KeyholderKeyLoansTable>): Promise<void> {
  await db.insertInto('keyholder_key_loans').values(values).execute();
}

/** Closes an open loan; false when it was closed meanwhile. */
export async function closeLoan(
  db: Db,
  id: number,
  values: { returned_on: string; in_note: string | null; in_by: number; updated_at: Instant },
): Promise<boolean> {
  const result = await db
    .updateTable('keyholder_key_loans')
    .set(values)
    .where('id', '=', id)
    .where('returned_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An active user's name (a colleague a copy goes to), or undefined. */
export function findActiveUserName(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['name', 'surname'])
    .where('id', '=', id)
    .where('active', '=', dbBool(true))
    .where('banned', '=', dbBool(false))
    .executeTakeFirst();
}

/** A person's name (a client's person a copy goes to), or undefined. */
export function findPersonName(db: Db, id: number) {
  return db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
}
