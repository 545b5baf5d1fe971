import { addDays, romeDateOf } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { occurrences, pdfPages, pdfText } from './pdf-text.ts';
import { createOpportunity, createSalesApp, json, rowType, type SalesApp } from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

const NAME = 'Officina Digitale S.r.l.';
const settings = {
  opportunity_company_name: NAME,
  // Older settings repeated the name in the header: it is printed once all the same.
  opportunity_header: `${NAME} · Tel. 051 123456`,
  company_address: 'Via Dante 5, 40121 Bologna (BO)',
  company_vat: '01234560157',
  company_tax_code: '12345670157',
  company_rea: 'bo 654321',
  company_share_capital_cents: 5_000_000,
  company_share_capital_paid: true,
  company_pec: 'officinadigitale@pec.it',
  company_sdi_code: 'krrh6b9',
  company_iban: 'it60 x054 2811 1010 0000 0123 456',
  offer_payment_terms: 'Bonifico bancario a 60 giorni d.f.f.m.',
  offer_validity_days: 45,
};

const putSettings = (payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/admin/offer-settings', token: t.admin, payload });

async function pdfOf(id: number): Promise<Buffer> {
  const res = await t.request({ method: 'GET', url: `/api/opportunities/${id}/pdf`, token: t.admin });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe(`offer PDF: company legal data and conditions (${testEngine})`, () => {
  let before: number;

  it('an offer made before the defaults existed has no validity or payment terms', async () => {
    const created = await createOpportunity(t, { title: 'Offerta senza condizioni' });
    expect(created.opportunity.valid_until).toBeNull();
    expect(created.opportunity.payment_terms).toBeNull();
    before = created.opportunity.id;
  });

  it('saves the legal data and defaults normalised; wrong ones are 422 on their field', async () => {
    const put = await putSettings(settings);
    expect(put.statusCode, put.body).toBe(200);
    const got = json(await t.request({ method: 'GET', url: '/api/admin/offer-settings', token: t.admin }));
    expect(got).toMatchObject({
      company_rea: 'BO-654321',
      company_iban: 'IT60X0542811101000000123456',
      company_sdi_code: 'KRRH6B9',
      company_share_capital_cents: 5_000_000,
      company_share_capital_paid: true,
      offer_validity_days: 45,
    });

    const bad = await putSettings({
      ...settings,
      company_iban: 'IT61X0542811101000000123456',
      company_rea: 'XX-1',
      company_vat: '12345678901',
      company_share_capital_cents: -1,
      offer_validity_days: 0,
    });
    expect(bad.statusCode).toBe(422);
    const errors = json(bad).errors;
    expect(errors.company_iban[0]).toContain('cifre di controllo');
    expect(errors.company_rea[0]).toContain('provincia');
    expect(errors.company_vat).toBeDefined();
    expect(errors.company_share_capital_cents).toBeDefined();
    expect(errors.offer_validity_days[0]).toBe('Da 1 a 365 giorni');
    // Nothing of the refused request was saved.
    const after = json(await t.request({ method: 'GET', url: '/api/admin/offer-settings', token: t.admin }));
    expect(after.company_iban).toBe('IT60X0542811101000000123456');
  });

  it('a new offer without validity or payment terms takes the defaults; given ones are kept', async () => {
    const created = await createOpportunity(t, { title: 'Offerta con condizioni predefinite' });
    expect(created.opportunity.valid_until).toBe(addDays(romeDateOf(Date.now()), 45));
    expect(created.opportunity.payment_terms).toBe('Bonifico bancario a 60 giorni d.f.f.m.');
    const own = await createOpportunity(t, { valid_until: '2031-01-31', payment_terms: 'Rimessa diretta' });
    expect(own.opportunity.valid_until).toBe('2031-01-31');
    expect(own.opportunity.payment_terms).toBe('Rimessa diretta');
  });

  it('prints the name once, customer codes, IVA per rate, conditions, IBAN, signature and the legal footer on every page', async () => {
    const client = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: t.admin,
      payload: {
        business_name: 'Verdi Costruzioni S.p.A.',
        vat_number: '01234560157',
        tax_code: '12345670157',
        sdi_code: 'W7YVJK9',
        pec: 'verdi@pec.it',
        street: 'Corso Italia 10',
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
      },
    });
    expect(client.statusCode, client.body).toBe(200);
    const row = (i: number) => ({
      type_id: rowType(t, 'free'),
      description: `Attività ${i}`,
      quantity: 1,
      unit_price_cents: 10_000,
      vat_rate: i % 2 === 0 ? 22 : 10,
    });
    const created = await createOpportunity(t, {
      title: 'Offerta lunga',
      client_id: client.json().client.id,
      valid_until: '2031-06-30',
      rows: Array.from({ length: 70 }, (_, i) => row(i)),
    });
    const pages = await pdfPages(await pdfOf(created.opportunity.id));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      for (const expected of [
        'Sede legale: Via Dante 5, 40121 Bologna (BO)',
        'P.IVA 01234560157 · C.F. 12345670157 · REA BO-654321 · Capitale sociale € 50.000,00 i.v.',
        `Pagina ${i + 1} di ${pages.length}`,
      ]) {
        expect(page, `page ${i + 1}: ${expected}`).toContain(expected);
      }
    });
    const text = pages.join(' ');
    expect(occurrences(text, NAME)).toBe(1);
    for (const expected of [
      'Tel. 051 123456',
      'PEC officinadigitale@pec.it · Codice SDI KRRH6B9',
      'Verdi Costruzioni S.p.A.',
      'P.IVA 01234560157',
      'C.F. 12345670157',
      'Codice SDI W7YVJK9',
      'PEC verdi@pec.it',
      'Imponibile € 7.000,00',
      'IVA 22% su € 3.500,00 € 770,00',
      'IVA 10% su € 3.500,00 € 350,00',
      'Totale offerta € 8.120,00',
      'Validità dell’offerta: fino al 30/06/2031',
      'Condizioni di pagamento: Bonifico bancario a 60 giorni d.f.f.m.',
      'Coordinate bancarie: IBAN IT60 X054 2811 1010 0000 0123 456',
      'Firma per accettazione',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('an offer without validity or payment terms prints the defaults (validity from the offer date)', async () => {
    const text = await pdfText(await pdfOf(before));
    const validUntil = addDays(romeDateOf(Date.now()), 45).split('-').reverse().join('/');
    expect(text).toContain(`fino al ${validUntil}`);
    expect(text).toContain('Bonifico bancario a 60 giorni d.f.f.m.');
  });
});
