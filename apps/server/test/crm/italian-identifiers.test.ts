import { italianMessages } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, cf, createCrmApp, json, vat } from './crm-fixtures.ts';

// The client API applies the contracts' Partita IVA and codice fiscale rules (the same the form uses):
// a check digit alone is not enough, the office code and the birth date must exist.

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

async function createWith(fields: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: '/api/clients',
    token: t.admin,
    payload: { business_name: `Identificativi ${JSON.stringify(fields)}`, ...fields },
  });
}

describe('Italian identifiers on a new client', () => {
  it.each([
    // Luhn check digit right, office 890 does not exist.
    ['vat_number', '12345678903', italianMessages.partitaIvaOffice],
    // Office 015 (Milano), company number all zeros.
    ['vat_number', '00000000158', italianMessages.partitaIvaZeroNumber],
    // The 11-digit codice fiscale of a company follows the same rules.
    ['tax_code', '12345678903', italianMessages.codiceFiscaleOffice],
    ['tax_code', cf('RSSMRA85D31A562'), 'Codice fiscale non valido: data di nascita inesistente (31/04)'],
    [
      'tax_code',
      cf('RSSMRA23B69A562'),
      'Codice fiscale non valido: data di nascita inesistente (29/02/23, anno non bisestile)',
    ],
    // 31 April with the day in omocodia letters (31 → PM).
    ['tax_code', cf('RSSMRA85DPMA562'), 'Codice fiscale non valido: data di nascita inesistente (31/04)'],
    ['tax_code', cf('RSSMRA85F10A562'), italianMessages.codiceFiscaleMonth],
  ])('%s %s → 422 on that field', async (field, value, message) => {
    const res = await createWith({ [field]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors).toEqual({ [field]: [message] });
  });

  it.each([
    ['vat_number', '12345670017'], // office 001
    ['vat_number', vat('1234567999')], // office 999
    ['tax_code', cf('RSSMRA24B69A562')], // a woman born on 29/02/2024
    ['tax_code', cf('RSSMRA85DNLA562')], // 30 April, day in omocodia letters
  ])('%s %s is saved', async (field, value) => {
    const res = await createWith({ [field]: value });
    expect(res.statusCode, res.body).toBe(200);
  });
});
