import { describe, expect, it } from 'vitest';
import { codiceFiscaleIssue, isValidCodiceFiscale, normalizeCodiceFiscale } from './codice-fiscale.ts';
import { italianMessages } from './messages.ts';
import { withCheckChar } from './test-helpers.ts';

/** Replaces the digits at the given positions by their omocodia letters and recomputes the check. */
function omocode(cf: string, positions: number[]): string {
  const chars = cf.slice(0, 15).split('');
  for (const position of positions) chars[position] = 'LMNPQRSTUV'[Number(chars[position])] ?? '?';
  return withCheckChar(chars.join(''));
}

describe('isValidCodiceFiscale', () => {
  it.each([
    'RSSMRA85T10A562S', // the textbook Mario Rossi
    withCheckChar('VRDGPP13R10B293'), // Giuseppe Verdi, Busseto
    withCheckChar('BNCLRA90A41F205'), // a woman (day + 40), Milano
    withCheckChar('BNCLRA90A71F205'), // a woman born on the 31st
    withCheckChar('XXXYYY00B29Z404'), // born abroad (Z…)
  ])('accepts the personal code %s', (cf) => {
    expect(isValidCodiceFiscale(cf)).toBe(true);
  });

  it('agrees with the independent check on the textbook example', () => {
    expect(withCheckChar('RSSMRA85T10A562')).toBe('RSSMRA85T10A562S');
  });

  it.each([
    [[14]],
    [[13, 14]],
    [[6, 7, 9, 10, 12, 13, 14]],
    [[9]], // in any digit position, not only from the right
  ])('accepts omocodia substitutions at %j', (positions) => {
    const cf = omocode('RSSMRA85T10A562S', positions);
    expect(cf).not.toBe('RSSMRA85T10A562S');
    expect(isValidCodiceFiscale(cf), cf).toBe(true);
  });

  it('is case-insensitive and ignores spaces', () => {
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(true);
    expect(isValidCodiceFiscale(' RSS MRA 85T10 A562S ')).toBe(true);
    expect(normalizeCodiceFiscale(' rss mra 85t10 a562s')).toBe('RSSMRA85T10A562S');
  });

  it.each([
    ['RSSMRA85T10A562T', italianMessages.codiceFiscaleCheckChar], // wrong check character
    ['RSSMRA85T10A562', italianMessages.codiceFiscaleLength],
    ['RSSMRA85T10A562SX', italianMessages.codiceFiscaleLength],
    ['', italianMessages.codiceFiscaleLength],
    [withCheckChar('RSSMRA85Z10A562'), italianMessages.codiceFiscale], // no month Z
    [withCheckChar('RSSMRA85T32A562'), italianMessages.codiceFiscale], // day 32
    [withCheckChar('RSSMRA85T00A562'), italianMessages.codiceFiscale], // day 0
    [withCheckChar('RSSMRA85T72A562'), italianMessages.codiceFiscale], // day 72
    [withCheckChar('RSSMRA8WT10A562'), italianMessages.codiceFiscale], // W is no omocodia letter
    [withCheckChar('RSSMR185T10A562'), italianMessages.codiceFiscale], // digit in the name part
    ['RSSMRA85T10A562!', italianMessages.codiceFiscale],
  ])('rejects %j with %j', (cf, message) => {
    expect(isValidCodiceFiscale(cf)).toBe(false);
    expect(codiceFiscaleIssue(cf)).toBe(message);
  });

  it('accepts the 11-digit code of a company with the Partita IVA checksum', () => {
    expect(isValidCodiceFiscale('00743110157')).toBe(true);
    expect(isValidCodiceFiscale('06363391001')).toBe(true);
    expect(codiceFiscaleIssue('00743110158')).toBe(italianMessages.codiceFiscaleChecksum);
    expect(codiceFiscaleIssue('0074311015')).toBe(italianMessages.codiceFiscaleLength);
  });
});
