import type { KeyLoan } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import {
  copiesSummary,
  copyRows,
  daysLate,
  firstFreeCopy,
  holdersText,
  labelCodeSize,
  lateText,
  loanLateText,
  todayInRome,
} from '../../utils/keys-format.ts';

const loan = (copy_no: number, extra: Partial<KeyLoan> = {}): KeyLoan => ({
  id: copy_no * 10,
  key_id: 1,
  copy_no,
  holder_user_id: 3,
  holder_person_id: null,
  holder_name: 'Mario Rossi',
  out_on: '2026-03-01',
  due_on: null,
  returned_on: null,
  out_note: null,
  in_note: null,
  out_by_name: null,
  in_by_name: null,
  overdue: false,
  created_at: '2026-03-01T09:00:00.000Z',
  ...extra,
});

describe('todayInRome', () => {
  it('is the day in Italy, not in UTC, around midnight', () => {
    // 23:30 UTC on 31 March = 01:30 on 1 April in Rome (summer time).
    expect(todayInRome(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    // 22:30 UTC on 15 January = 23:30 in Rome (winter time): still the 15th.
    expect(todayInRome(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });
});

describe('days late', () => {
  it('counts whole days from the expected return, across months and 29 February', () => {
    expect(daysLate('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysLate('2026-03-10', '2026-03-11')).toBe(1);
    expect(daysLate('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysLate('2026-03-28', '2026-03-30')).toBe(2); // over the change to summer time
    expect(daysLate('2026-03-12', '2026-03-10')).toBe(-2);
  });

  it('says it in Italian, singular and plural, nothing when on time', () => {
    expect(lateText(1)).toBe('In ritardo di 1 giorno');
    expect(lateText(12)).toBe('In ritardo di 12 giorni');
    expect(lateText(0)).toBeNull();
    expect(lateText(-3)).toBeNull();
  });

  it('is said only of a copy still out past its return day', () => {
    expect(loanLateText(loan(1, { due_on: '2026-03-05' }), '2026-03-08')).toBe('In ritardo di 3 giorni');
    expect(loanLateText(loan(1, { due_on: '2026-03-08' }), '2026-03-08')).toBeNull();
    expect(loanLateText(loan(1), '2026-03-08')).toBeNull();
    expect(
      loanLateText(loan(1, { due_on: '2026-03-05', returned_on: '2026-03-07' }), '2026-03-08'),
    ).toBeNull();
  });
});

describe('copies', () => {
  it('sums up the copies out, or all available', () => {
    expect(copiesSummary(2, 3)).toBe('2 su 3 in consegna');
    expect(copiesSummary(1, 1)).toBe('1 su 1 in consegna');
    expect(copiesSummary(0, 1)).toBe('1 disponibile');
    expect(copiesSummary(0, 4)).toBe('4 disponibili');
  });

  it('lists one row per copy with its open loan, and offers the first one in the office', () => {
    const rows = copyRows({ copies: 3, loans: [loan(1), loan(3, { holder_name: 'Anna Bianchi' })] });
    expect(rows.map((row) => [row.copy_no, row.loan?.holder_name ?? null])).toEqual([
      [1, 'Mario Rossi'],
      [2, null],
      [3, 'Anna Bianchi'],
    ]);
    expect(firstFreeCopy(rows)).toBe(2);
    expect(firstFreeCopy(copyRows({ copies: 1, loans: [loan(1)] }))).toBeNull();
  });

  it('names each holder once', () => {
    expect(holdersText([loan(1), loan(2), loan(3, { holder_name: 'Anna Bianchi' })])).toBe(
      'Mario Rossi, Anna Bianchi',
    );
    expect(holdersText([])).toBe('');
  });
});

describe('labelCodeSize', () => {
  it('prints a short code large and a long one smaller', () => {
    expect(labelCodeSize('K-017')).toBe('16pt');
    expect(labelCodeSize('BADGE-0042')).toBe('12pt');
    expect(labelCodeSize('CANCELLO-NORD-03')).toBe('9pt');
    expect(labelCodeSize('E2E-17956642881794872')).toBe('7pt');
  });
});
