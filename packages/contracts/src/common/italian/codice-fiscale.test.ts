import { describe, expect, it } from 'vitest';
import { codiceFiscaleIssue, isValidCodiceFiscale, normalizeCodiceFiscale } from './codice-fiscale.ts';
import { codiceFiscaleBirthDateMessage, italianMessages } from './messages.ts';
import { luhnCompletion, stdnumBirthDateValid, withCheckChar } from './test-helpers.ts';

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
    [withCheckChar('RSSMRA85Z10A562'), italianMessages.codiceFiscaleMonth], // no month Z
    [withCheckChar('RSSMRA85F10A562'), italianMessages.codiceFiscaleMonth], // nor F (June is H)
    [withCheckChar('RSSMRA85T32A562'), codiceFiscaleBirthDateMessage(32, 12)], // day 32
    [withCheckChar('RSSMRA85T00A562'), codiceFiscaleBirthDateMessage(0, 12)], // day 0
    [withCheckChar('RSSMRA85T72A562'), codiceFiscaleBirthDateMessage(32, 12)], // day 72: a woman's 32nd
    [withCheckChar('RSSMRA8WT10A562'), italianMessages.codiceFiscale], // W is no omocodia letter
    [withCheckChar('RSSMR185T10A562'), italianMessages.codiceFiscale], // digit in the name part
    ['RSSMRA85T10A562!', italianMessages.codiceFiscale],
  ])('rejects %j with %j', (cf, message) => {
    expect(isValidCodiceFiscale(cf)).toBe(false);
    expect(codiceFiscaleIssue(cf)).toBe(message);
  });

  it('accepts the 11-digit code of a company with the Partita IVA rules', () => {
    expect(isValidCodiceFiscale('00743110157')).toBe(true);
    expect(isValidCodiceFiscale('06363391001')).toBe(true);
    expect(isValidCodiceFiscale(luhnCompletion('8012345999'))).toBe(true);
    expect(codiceFiscaleIssue('00743110158')).toBe(italianMessages.codiceFiscaleChecksum);
    expect(codiceFiscaleIssue('0074311015')).toBe(italianMessages.codiceFiscaleLength);
    expect(codiceFiscaleIssue(luhnCompletion('0743110101'))).toBe(italianMessages.codiceFiscaleOffice);
    expect(codiceFiscaleIssue(luhnCompletion('0000000015'))).toBe(italianMessages.codiceFiscaleZeroNumber);
  });
});

describe('codice fiscale birth date', () => {
  it.each([
    ['RSSMRA85D31A562', '31/04'], // 31 April
    ['RSSMRA85B30A562', '30/02'],
    ['RSSMRA85B31A562', '31/02'],
    ['RSSMRA85B71A562', '31/02'], // a woman's 31 February
    ['RSSMRA85H31A562', '31/06'],
    ['RSSMRA85P31A562', '31/09'],
    ['RSSMRA85S31A562', '31/11'],
    ['RSSMRA85A35A562', '35/01'],
    ['RSSMRA85A40A562', '40/01'],
    ['RSSMRA85A80A562', '40/01'], // python-stdnum would read 80 as the 0th, and 81 as the 1st
    ['RSSMRA85A81A562', '41/01'],
  ])('rejects %s (%s)', (first15, date) => {
    const cf = withCheckChar(first15);
    expect(stdnumBirthDateValid(cf)).toBe(false);
    expect(codiceFiscaleIssue(cf)).toBe(`Codice fiscale non valido: data di nascita inesistente (${date})`);
  });

  it('rejects 29 February of a two-digit year that is a leap year in neither century, naming the year', () => {
    for (const cf of [withCheckChar('RSSMRA23B29A562'), withCheckChar('RSSMRA23B69A562')]) {
      expect(stdnumBirthDateValid(cf)).toBe(false);
      expect(codiceFiscaleIssue(cf)).toBe(
        'Codice fiscale non valido: data di nascita inesistente (29/02/23, anno non bisestile)',
      );
    }
  });

  it.each([
    'RSSMRA24B29A562', // 1924 and 2024
    'RSSMRA00B29A562', // 2000 (python-stdnum reads 00 as 2000; 1900 was not a leap year)
    'RSSMRA96B69A562', // a woman born on 29/02/1996
    'RSSMRA85D30A562', // 30 April
    'RSSMRA85A31A562', // 31 January
    'RSSMRA85T71A562', // a woman born on 31 December
  ])('accepts %s', (first15) => {
    const cf = withCheckChar(first15);
    expect(stdnumBirthDateValid(cf)).toBe(true);
    expect(codiceFiscaleIssue(cf)).toBeUndefined();
  });

  it('agrees with python-stdnum on every year, month letter and written day', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const disagreements: string[] = [];
    let accepted = 0;
    for (let year = 0; year < 100; year++) {
      for (const month of 'ABCDEHLMPRST') {
        for (let day = 0; day < 100; day++) {
          const cf = withCheckChar(`RSSMRA${two(year)}${month}${two(day)}A562`);
          if (isValidCodiceFiscale(cf) !== stdnumBirthDateValid(cf)) disagreements.push(cf);
          if (isValidCodiceFiscale(cf)) accepted++;
        }
      }
    }
    expect(disagreements).toEqual([]);
    // 365 days a year for men and women, plus 29 February in the 25 years divisible by 4.
    expect(accepted).toBe(100 * 365 * 2 + 25 * 2);
  });

  it('reads the omocodia letters of the year and day back before checking the date', () => {
    // 31 April with day and year written in letters: still 31 April.
    for (const positions of [[9, 10], [10], [6, 7, 9, 10, 12, 13, 14]]) {
      const cf = omocode(withCheckChar('RSSMRA85D31A562'), positions);
      expect(stdnumBirthDateValid(cf), cf).toBe(false);
      expect(codiceFiscaleIssue(cf), cf).toBe(codiceFiscaleBirthDateMessage(31, 4));
    }
    // 29 February 2023 with the year in letters (23 → NP), and the valid 2024 (24 → NQ).
    expect(codiceFiscaleIssue(omocode(withCheckChar('RSSMRA23B29A562'), [6, 7]))).toBe(
      codiceFiscaleBirthDateMessage(29, 2, 23),
    );
    expect(isValidCodiceFiscale(omocode(withCheckChar('RSSMRA24B29A562'), [6, 7, 9, 10]))).toBe(true);
  });
});
