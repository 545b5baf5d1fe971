import { describe, expect, it } from 'vitest';
import { formatIban, ibanIssue, isValidIban, normalizeRea, reaIssue } from './company-registry.ts';

describe('IBAN', () => {
  it('accepts an Italian IBAN with a correct mod-97 check, spaces and case aside', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });

  it('says which part is wrong', () => {
    expect(ibanIssue('DE89370400440532013000')).toContain('iniziare con IT');
    expect(ibanIssue('IT60X054281110100000012345')).toContain('27 caratteri (ne ha 26)');
    expect(ibanIssue('IT6010542811101000000123456')).toContain('CIN');
    expect(ibanIssue('IT61X0542811101000000123456')).toContain('cifre di controllo');
    expect(ibanIssue('IT60X0542811101000000123457')).toContain('cifre di controllo');
  });
});

describe('REA', () => {
  it('normalises to PROVINCIA-NUMERO and checks the province', () => {
    expect(normalizeRea(' mi 1234567 ')).toBe('MI-1234567');
    expect(reaIssue('MI-1234567')).toBeUndefined();
    expect(reaIssue('XX-1234567')).toContain('XX non è una provincia');
    expect(reaIssue('MI-12345678')).toContain('MI-1234567');
    expect(reaIssue('1234567')).toContain('sigla della provincia');
  });
});
