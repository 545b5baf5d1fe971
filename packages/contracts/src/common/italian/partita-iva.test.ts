import { describe, expect, it } from 'vitest';
import { italianMessages } from './messages.ts';
import { isValidPartitaIva, normalizePartitaIva, partitaIvaIssue } from './partita-iva.ts';
import { luhnCompletion, seededDigits } from './test-helpers.ts';

describe('isValidPartitaIva', () => {
  it.each([
    ['00743110157', 'example in the brief'],
    ['06363391001', 'Agenzia delle Entrate'],
    ['00950501007', 'Banca d’Italia'],
    ['00159560366', 'Ferrari S.p.A.'],
    ['12345678903', 'computed by hand'],
  ])('accepts %s (%s)', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(true);
  });

  it('accepts 500 numbers completed by an independent Luhn, and rejects every other last digit', () => {
    const next = seededDigits(42);
    for (let n = 0; n < 500; n++) {
      const vat = luhnCompletion(next(10));
      if (vat === '00000000000') continue;
      expect(isValidPartitaIva(vat), vat).toBe(true);
      for (let d = 0; d <= 9; d++) {
        const wrong = `${vat.slice(0, 10)}${d}`;
        if (wrong !== vat) expect(isValidPartitaIva(wrong), wrong).toBe(false);
      }
    }
  });

  it.each([
    ['00743110158', italianMessages.partitaIvaChecksum],
    ['00743110175', italianMessages.partitaIvaChecksum],
    ['0074311015', italianMessages.partitaIvaLength],
    ['007431101570', italianMessages.partitaIvaLength],
    ['0074311015A', italianMessages.partitaIvaLength],
    ['', italianMessages.partitaIvaLength],
    ['DE123456789', italianMessages.partitaIvaLength],
    ['00000000000', italianMessages.partitaIvaInvalid],
  ])('rejects %j with %j', (vat, message) => {
    expect(isValidPartitaIva(vat)).toBe(false);
    expect(partitaIvaIssue(vat)).toBe(message);
  });

  it('normalises spaces, case and the IT prefix', () => {
    expect(normalizePartitaIva(' it 007 431 101 57 ')).toBe('00743110157');
    expect(normalizePartitaIva('IT00743110157')).toBe('00743110157');
    expect(isValidPartitaIva('IT 00743110157')).toBe(true);
    expect(normalizePartitaIva('ITALIA')).toBe('ITALIA');
  });
});
