import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, json, multipart, vat } from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

const v1 = vat('0311122233');
const v2 = vat('0422233344');
const csv = [
  'Ragione sociale;P.IVA;CAP;Città;Prov.;Stato;Note',
  `Ferramenta Città Alta S.r.l.;${v1};24129;Bergamo;BG;Attivo;prima`,
  `Bar Sport;${v2};20100;Milano;MI;Prospect;`,
  'Sbagliata S.p.A.;12345678901;2O1OO;Roma;XX;Boh;',
  ';;;;;;',
  `;${vat('0533344455')};;;;;senza nome`,
].join('\r\n');

async function upload(
  url: string,
  file: Parameters<typeof multipart>[0],
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return t.request({ method: 'POST', url, token: t.admin, payload: body.payload, headers: body.headers });
}

describe('clients import', () => {
  it('previews a CSV: headers, first rows, suggested mapping', async () => {
    const res = await upload('/api/clients/import/preview', { name: 'clienti.csv', data: csv });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.format).toBe('csv');
    expect(body.headers).toEqual(['Ragione sociale', 'P.IVA', 'CAP', 'Città', 'Prov.', 'Stato', 'Note']);
    expect(body.rows[0]).toEqual([
      'Ferramenta Città Alta S.r.l.',
      v1,
      '24129',
      'Bergamo',
      'BG',
      'Attivo',
      'prima',
    ]);
    expect(body.total_rows).toBe(4);
    expect(body.suggested_mapping).toEqual({
      business_name: 'Ragione sociale',
      vat_number: 'P.IVA',
      postal_code: 'CAP',
      city: 'Città',
      province: 'Prov.',
      state: 'Stato',
      notes: 'Note',
    });
  });

  it('imports valid rows, reports bad ones in Italian, and a re-run creates no duplicates', async () => {
    const first = json(await upload('/api/clients/import', { name: 'clienti.csv', data: csv }));
    expect(first.created).toBe(2);
    expect(first.updated).toBe(0);
    expect(first.errors.map((e: { row: number }) => e.row)).toEqual([4, 6]);
    const bad = first.errors[0].errors;
    expect(Object.keys(bad).sort()).toEqual(['postal_code', 'province', 'state', 'vat_number']);
    expect(bad.state[0]).toBe('Stato sconosciuto: «Boh»');
    expect(first.errors[1].errors.business_name[0]).toBe('Inserisci la ragione sociale');
    expect(first.skipped).toBe(2);

    const again = json(await upload('/api/clients/import', { name: 'clienti.csv', data: csv }));
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 4 });
    const list = json(await t.request({ method: 'GET', url: '/api/clients?per_page=50', token: t.admin }));
    expect(list.meta.total).toBe(2);

    const changed = csv.replace(';prima', ';seconda');
    const third = json(await upload('/api/clients/import', { name: 'clienti.csv', data: changed }));
    expect(third).toMatchObject({ created: 0, updated: 1 });
    const alta = list.data.find((c: { vat_number: string }) => c.vat_number === v1);
    const activity = json(
      await t.request({ method: 'GET', url: `/api/clients/${alta.id}/activity`, token: t.admin }),
    );
    expect(activity.data[0].changes).toEqual([{ field: 'notes', old: 'prima', new: 'seconda' }]);
  });

  it('imports an XLSX with an explicit mapping (numbers that lost their zeros get them back)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Foglio1');
    sheet.addRow(['Company', 'VAT', 'Zip', 'Town', 'Prov']);
    sheet.addRow(['Excel Uno S.r.l.', Number(vat('0066677788')), 184, 'Roma', 'RM']);
    sheet.addRow(['Excel Due S.r.l.', vat('0677788899'), '50123', 'Firenze', 'fi']);
    // Ten digits: padded to 11, then refused on its check digit — the report says it was padded.
    sheet.addRow(['Excel Tre S.r.l.', 1234567890, '20121', 'Milano', 'MI']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const mapping = JSON.stringify({
      business_name: 'Company',
      vat_number: 'VAT',
      postal_code: 'Zip',
      city: 'Town',
      province: 'Prov',
    });
    const res = await upload('/api/clients/import', { name: 'clienti.xlsx', data }, { mapping });
    expect(json(res)).toEqual({
      dry_run: false,
      created: 2,
      updated: 0,
      skipped: 1,
      errors: [
        {
          row: 4,
          errors: {
            vat_number: [
              expect.stringMatching(/^Partita IVA non valida/),
              'Zeri iniziali ripristinati: «1234567890» → «01234567890»',
            ],
          },
        },
      ],
      // Said, not silent: line 2 lost both zeros in Excel; line 3 was typed as text and kept them.
      corrections: [
        {
          row: 2,
          corrections: {
            vat_number: [
              `Zeri iniziali ripristinati: «${vat('0066677788').slice(2)}» → «${vat('0066677788')}»`,
            ],
            postal_code: ['Zeri iniziali ripristinati: «184» → «00184»'],
          },
        },
      ],
    });
    const uno = json(await t.request({ method: 'GET', url: '/api/clients?q=excel uno', token: t.admin }))
      .data[0];
    expect(uno).toMatchObject({ vat_number: vat('0066677788'), postal_code: '00184', province: 'RM' });
  });

  it('refuses bad uploads with Italian 4xx answers', async () => {
    const empty = await upload('/api/clients/import/preview', { name: 'vuoto.csv', data: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).alert.message).toBe('Il file è vuoto.');
    const png = await upload('/api/clients/import/preview', {
      name: 'foto.csv',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
    });
    expect(png.statusCode).toBe(415);
    const corrupt = await upload('/api/clients/import/preview', {
      name: 'x.xlsx',
      data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    });
    // A workbook that can't be read is a 422 that says so (issue 23; it was a 400 alert).
    expect(corrupt.statusCode).toBe(422);
    expect(json(corrupt).message).toMatch(/XLSX non è leggibile/);
    const noFile = await upload('/api/clients/import', null, { mapping: '{}' });
    expect(noFile.statusCode).toBe(400);
    const big = await upload('/api/clients/import/preview', {
      name: 'big.csv',
      data: Buffer.alloc(10 * 1024 * 1024 + 10, 'a'),
    });
    expect(big.statusCode).toBe(413);
    expect(json(big).alert.message).toBe('Il file supera i 10 MB consentiti.');
    const wrong = await upload(
      '/api/clients/import',
      { name: 'c.csv', data: csv },
      { mapping: JSON.stringify({ business_name: 'Nome', foo: 'CAP' }) },
    );
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.mapping).toEqual([
      'La colonna «Nome» non è nel file.',
      'Campo sconosciuto: foo.',
      'Abbina una colonna per: Ragione sociale.',
    ]);
    const garbage = await upload('/api/clients/import', { name: 'c.csv', data: csv }, { mapping: 'nope' });
    expect(garbage.statusCode).toBe(422);
    const asJson = await t.request({
      method: 'POST',
      url: '/api/clients/import',
      token: t.admin,
      payload: { a: 1 },
    });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('clients export', () => {
  it('exports the filtered list as CSV for Italian Excel', async () => {
    await createClient(t, {
      business_name: 'Zeta Export S.r.l.',
      vat_number: vat('0788899900'),
      city: 'Torino',
      province: 'TO',
      notes: 'riga; con "virgolette"',
    });
    const res = await t.request({
      method: 'GET',
      url: '/api/clients/export?format=csv&province=TO',
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clienti-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['Ragione sociale', 'Partita IVA', 'Codice fiscale']);
    expect(rows).toHaveLength(2);
    const header = rows[0] as string[];
    const row = rows[1] as string[];
    expect(row[header.indexOf('Ragione sociale')]).toBe('Zeta Export S.r.l.');
    expect(row[header.indexOf('Note')]).toBe('riga; con "virgolette"');
    expect(row[header.indexOf('Creato il')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('exports XLSX with Italian headers and real dates shown dd/mm/yyyy', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/clients/export?format=xlsx&sort=-business_name',
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/clienti-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ragione sociale');
    const names = [];
    for (let r = 2; r <= sheet.rowCount; r++) names.push(sheet.getRow(r).getCell(1).value);
    const list = json(
      await t.request({
        method: 'GET',
        url: '/api/clients?sort=-business_name&per_page=100',
        token: t.admin,
      }),
    );
    expect(names).toEqual(list.data.map((c: { business_name: string }) => c.business_name));
    const created = sheet.getRow(2).getCell(18);
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd/mm/yyyy');
  });
});
