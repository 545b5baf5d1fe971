import { type KeyKind, type KeyLoan, type KeyState, type KeyView, romeDateOf } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { KeyViewRow } from './key.repository.ts';
import { findOpenLoans, type LoanRow } from './key-loan.repository.ts';

/** Today's Europe/Rome day, `YYYY-MM-DD`: a copy due before it is late. */
export function romeToday(): string {
  return romeDateOf(Date.now());
}

const nameOf = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

/** A loan as the API answers it: names of who checked it out and in, and whether it is late. */
export function toKeyLoan(row: LoanRow, today: string): KeyLoan {
  const { out_by_first_name, out_by_surname, in_by_first_name, in_by_surname, copy_no, ...loan } = row;
  return {
    ...loan,
    copy_no: Number(copy_no),
    out_by_name: nameOf(out_by_first_name, out_by_surname),
    in_by_name: nameOf(in_by_first_name, in_by_surname),
    overdue: loan.returned_on === null && loan.due_on !== null && loan.due_on < today,
  };
}

function stateOf(loans: KeyLoan[]): KeyState {
  if (loans.some((loan) => loan.overdue)) return 'in_ritardo';
  return loans.length > 0 ? 'in_uso' : 'disponibile';
}

/** The views of these keys, each with its open loans (one query for all), state and copies out. */
export async function toKeyViews(db: Db, rows: KeyViewRow[], today = romeToday()): Promise<KeyView[]> {
  const open = await findOpenLoans(
    db,
    rows.map((row) => row.id),
  );
  const byKey = new Map<number, KeyLoan[]>();
  for (const row of open) {
    const loan = toKeyLoan(row, today);
    byKey.set(loan.key_id, [...(byKey.get(loan.key_id) ?? []), loan]);
  }
  return rows.map((row) => {
    const { created_by_first_name, created_by_surname, ...key } = row;
    const loans = byKey.get(key.id) ?? [];
    return {
      ...key,
      kind: key.kind as KeyKind,
      copies: Number(key.copies),
      created_by_name: nameOf(created_by_first_name, created_by_surname),
      state: stateOf(loans),
      copies_out: loans.length,
      loans,
    };
  });
}
