import { describe, expect, it } from 'vitest';
import { italianMessages } from './messages.ts';
import { isValidPartitaIva, normalizePartitaIva, partitaIvaIssue } from './partita-iva.ts';
import { luhnCompletion, seededDigits, stdnumIvaValid } from './test-helpers.ts';

describe('isValidPartitaIva', () => {
  it.each([
    ['00743110157', 'example in the brief'],
    ['06363391001', 'Agenzia delle Entrate'],
    ['00950501007', 'Banca d’Italia'],
    ['00159560366', 'Ferrari S.p.A.'],
    [luhnCompletion('1234567001'), 'computed by the independent Luhn'],
  ])('accepts %s (%s)', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(true);
    expect(stdnumIvaValid(vat)).toBe(true);
  });

  it('accepts 500 numbers with an existing office and completed by an independent Luhn, and rejects every other last digit', () => {
    const next = seededDigits(42);
    const offices = ['001', '015', '058', '100', '120', '121', '888', '999'];
    for (let n = 0; n < 500; n++) {
      const vat = luhnCompletion(`${next(6)}${n % 9}${offices[n % offices.length]}`);
      if (/^0{7}/.test(vat)) continue;
      expect(isValidPartitaIva(vat), vat).toBe(true);
      for (let d = 0; d <= 9; d++) {
        const wrong = `${vat.slice(0, 10)}${d}`;
        if (wrong !== vat) expect(isValidPartitaIva(wrong), wrong).toBe(false);
      }
    }
  });

  it('agrees with python-stdnum on every office code, with random company numbers and correct check digits', () => {
    const next = seededDigits(7);
    let accepted = 0;
    for (let office = 0; office < 1000; office++) {
      for (const number of [next(7), next(7), '0000000']) {
        const vat = luhnCompletion(`${number}${String(office).padStart(3, '0')}`);
        expect(isValidPartitaIva(vat), vat).toBe(stdnumIvaValid(vat));
        if (isValidPartitaIva(vat)) accepted++;
      }
    }
    // 104 office codes exist; the all-zero company number never passes.
    expect(accepted).toBeGreaterThan(150);
    expect(accepted).toBeLessThanOrEqual(208);
  });

  it.each(['001', '002', '050', '099', '100', '120', '121', '888', '999'])(
    'accepts the office code %s',
    (office) => {
      const vat = luhnCompletion(`0743110${office}`);
      expect(stdnumIvaValid(vat)).toBe(true);
      expect(partitaIvaIssue(vat)).toBeUndefined();
    },
  );

  it.each(['000', '101', '119', '122', '500', '887', '889', '998'])(
    'rejects the office code %s',
    (office) => {
      const vat = luhnCompletion(`0743110${office}`);
      expect(stdnumIvaValid(vat)).toBe(false);
      expect(partitaIvaIssue(vat)).toBe(italianMessages.partitaIvaOffice);
    },
  );

  it.each([
    ['00743110158', italianMessages.partitaIvaChecksum],
    ['00743110175', italianMessages.partitaIvaChecksum],
    ['0074311015', italianMessages.partitaIvaLength],
    ['007431101570', italianMessages.partitaIvaLength],
    ['0074311015A', italianMessages.partitaIvaLength],
    ['', italianMessages.partitaIvaLength],
    ['DE123456789', italianMessages.partitaIvaLength],
    ['00000000000', italianMessages.partitaIvaInvalid],
    [luhnCompletion('0000000015'), italianMessages.partitaIvaZeroNumber],
    [luhnCompletion('0000000999'), italianMessages.partitaIvaZeroNumber],
    ['12345678903', italianMessages.partitaIvaOffice], // check digit right, office 890
    ['00743111600', italianMessages.partitaIvaOffice], // the office comes before the check digit
  ])('rejects %j with %j', (vat, message) => {
    expect(isValidPartitaIva(vat)).toBe(false);
    expect(stdnumIvaValid(normalizePartitaIva(vat))).toBe(false);
    expect(partitaIvaIssue(vat)).toBe(message);
  });

  it('normalises spaces, case and the IT prefix', () => {
    expect(normalizePartitaIva(' it 007 431 101 57 ')).toBe('00743110157');
    expect(normalizePartitaIva('IT00743110157')).toBe('00743110157');
    expect(isValidPartitaIva('IT 00743110157')).toBe(true);
    expect(normalizePartitaIva('ITALIA')).toBe('ITALIA');
  });
});
