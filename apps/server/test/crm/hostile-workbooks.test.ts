import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createCrmApp, json, multipart } from './crm-fixtures.ts';
import { part, repeatedPart, SHEET_HEAD, SHEET_TAIL, workbookParts, zip } from './zip-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

async function preview(data: Buffer, name = 'clienti.xlsx') {
  const body = multipart({ name, data });
  return t.request({
    method: 'POST',
    url: '/api/clients/import/preview',
    token: t.admin,
    payload: body.payload,
    headers: body.headers,
  });
}

async function refused(data: Buffer, message: RegExp) {
  const res = await preview(data);
  expect(res.statusCode).toBe(422);
  expect(json(res).message).toMatch(message);
  expect(json(res).errors.file).toEqual([json(res).message]);
}

const row = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((c, i) => `<c r="${'AB'[i]}${r}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;
const header = row(1, ['Ragione sociale', 'Note']);

describe('hostile and malformed workbooks answer 422 with what is wrong', () => {
  // 300 MB of sheet XML in a few hundred kilobytes.
  const bomb = () =>
    repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD, ' '.repeat(1 << 24), 18, SHEET_TAIL);

  it('a zip bomb whose directory admits its size is refused before inflating', async () => {
    const data = zip(workbookParts(await bomb()));
    expect(data.length).toBeLessThan(2 * 1024 * 1024);
    await refused(data, /decompresso supera i 50 MB/);
  });

  it('a zip bomb that lies about its size is stopped at the size it claims', async () => {
    const data = zip(workbookParts(await bomb()), { 'xl/worksheets/sheet1.xml': 4096 });
    await refused(data, /decompresso supera i 50 MB/);
  });

  it('a million rows are refused, naming the cap', async () => {
    const sheet = await repeatedPart(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}${header}`,
      '<row><c><v>1</v></c></row>'.repeat(10_000),
      100,
      SHEET_TAIL,
    );
    const data = zip(workbookParts(sheet));
    expect(data.length).toBeLessThan(10 * 1024 * 1024);
    await refused(data, /più di 10\.000 righe/);
  });

  it('10,000 rows are accepted, 10,001 are not; the same cap holds for CSV', async () => {
    const rows = (n: number) =>
      part(
        'xl/worksheets/sheet1.xml',
        `${SHEET_HEAD}${header}${Array.from({ length: n }, (_, i) => row(i + 2, ['Cliente', 'x'])).join('')}${SHEET_TAIL}`,
      );
    const ok = await preview(zip(workbookParts(rows(10_000))));
    expect(ok.statusCode).toBe(200);
    expect(json(ok).total_rows).toBe(10_000);
    await refused(zip(workbookParts(rows(10_001))), /più di 10\.000 righe/);
    const csv = Buffer.from(`Ragione sociale;Note\r\n${'Cliente;x\r\n'.repeat(10_001)}`);
    const tooMany = await preview(csv, 'clienti.csv');
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).message).toMatch(/più di 10\.000 righe/);
  });

  it('too many cells across the sheets are refused', async () => {
    const wide = `<row>${'<c><v>1</v></c>'.repeat(1000)}</row>`;
    const sheet = part('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${header}${wide.repeat(600)}${SHEET_TAIL}`);
    await refused(zip(workbookParts(sheet)), /più di 500\.000 celle/);
  });

  it('a workbook with no sheets, and one whose sheet is empty', async () => {
    await refused(zip(workbookParts(null)), /non contiene fogli/);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Vuoto');
    await refused(Buffer.from(await workbook.xlsx.writeBuffer()), /primo foglio .* è vuoto/);
  });

  it('files that are not workbooks: a damaged ZIP, a ZIP of something else, a PNG renamed .xlsx', async () => {
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /XLSX non è leggibile/);
    const truncated = zip(
      workbookParts(part('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${header}${SHEET_TAIL}`)),
    );
    await refused(truncated.subarray(0, truncated.length - 30), /XLSX non è leggibile/);
    await refused(zip([part('word/document.xml', '<w:document/>')]), /non un foglio di calcolo XLSX/);
    const png = await preview(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(png.statusCode).toBe(415);
    expect(json(png).alert.message).toBe('Formato del file non supportato: carica un file CSV o XLSX.');
  });
});

describe('cells of every type read as the text they show, formulas never evaluated', () => {
  it('formulas, dates, numbers, booleans, rich text, hyperlinks and errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Foglio1');
    sheet.addRow(['Ragione sociale', 'Note']);
    sheet.addRow([
      { formula: 'UPPER("a")&"cme"', result: 'Acme' },
      { formula: 'A1', date1904: false },
    ]);
    sheet.addRow([{ richText: [{ text: 'Ricco ' }, { font: { bold: true }, text: 'S.r.l.' }] }, true]);
    sheet.addRow([
      { text: 'Link S.p.A.', hyperlink: 'http://esempio.test' },
      new Date(Date.UTC(2026, 2, 23)),
    ]);
    sheet.addRow(['Numeri', 1234.5]);
    sheet.addRow([{ error: '#N/A' }, false]);
    sheet.addRow([
      { text: { richText: [{ text: 'Link ricco' }] }, hyperlink: 'http://esempio.test' } as never,
      { sharedFormula: 'A2', result: 7 } as never,
    ]);
    const res = await preview(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(200);
    expect(json(res).rows).toEqual([
      ['Acme', '=A1'],
      ['Ricco S.r.l.', 'VERO'],
      ['Link S.p.A.', '2026-03-23'],
      ['Numeri', '1234.5'],
      ['#N/A', 'FALSO'],
      ['Link ricco', '7'],
    ]);
  });
});
