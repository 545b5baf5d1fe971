import type { KeyLoan, KeyState, KeyView } from '@officina/contracts';

/** Today in Europe/Rome as `YYYY-MM-DD` (the day the server counts a loan late from). */
export function todayInRome(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Whole days from `due_on` to `today` (both `YYYY-MM-DD`): positive when the return is late. */
export function daysLate(dueOn: string, today: string): number {
  return Math.round(dayNumber(today) - dayNumber(dueOn));
}

/** "In ritardo di 1 giorno", "In ritardo di 5 giorni"; null when not late. */
export function lateText(days: number): string | null {
  if (days <= 0) return null;
  return days === 1 ? 'In ritardo di 1 giorno' : `In ritardo di ${days} giorni`;
}

/** The late text of a loan still out, null when it is on time, back or has no expected return. */
export function loanLateText(loan: Pick<KeyLoan, 'due_on' | 'returned_on'>, today: string): string | null {
  if (loan.returned_on !== null || loan.due_on === null) return null;
  return lateText(daysLate(loan.due_on, today));
}

/** "2 su 3 in consegna"; all in: "1 disponibile", "3 disponibili". */
export function copiesSummary(copiesOut: number, copies: number): string {
  if (copiesOut <= 0) return copies === 1 ? '1 disponibile' : `${copies} disponibili`;
  return `${copiesOut} su ${copies} in consegna`;
}

/** Who holds a copy now, each name once: "Mario Rossi, Anna Bianchi". */
export function holdersText(loans: readonly Pick<KeyLoan, 'holder_name'>[]): string {
  return [...new Set(loans.map((loan) => loan.holder_name))].join(', ');
}

/** The chip colour of a key's state: green in the office, blue out, red late (the text says it too). */
export const keyStateColors: Record<KeyState, 'success' | 'info' | 'error'> = {
  disponibile: 'success',
  in_uso: 'info',
  in_ritardo: 'error',
};

export interface CopyRow {
  /** 1-based, the number stamped or tagged on the copy. */
  copy_no: number;
  /** Its open loan, or null when the copy is in the office. */
  loan: KeyLoan | null;
}

/** One row per copy 1..copies, each with its open loan if out. */
export function copyRows(key: Pick<KeyView, 'copies' | 'loans'>): CopyRow[] {
  const open = new Map(key.loans.filter((loan) => loan.returned_on === null).map((l) => [l.copy_no, l]));
  return Array.from({ length: key.copies }, (_, index) => ({
    copy_no: index + 1,
    loan: open.get(index + 1) ?? null,
  }));
}

/** The first copy in the office, to offer in the check-out dialog (null: every copy is out). */
export function firstFreeCopy(rows: readonly CopyRow[]): number | null {
  return rows.find((row) => row.loan === null)?.copy_no ?? null;
}

/**
 * The code's type size on the 62 × 29 mm label: large while it fits one line beside the QR code
 * (about 34 mm), smaller as it grows, so a long code wraps within the label instead of spilling off.
 */
export function labelCodeSize(code: string): string {
  if (code.length <= 7) return '16pt';
  if (code.length <= 10) return '12pt';
  if (code.length <= 16) return '9pt';
  return '7pt';
}
