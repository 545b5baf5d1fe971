import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportColumn, exportStream } from './spreadsheet-writer.ts';

interface Row {
  label: string;
  amount: number | null;
  day: string | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Voce; "nome"', value: (r) => r.label },
  { header: 'Importo €', value: (r) => r.amount },
  { header: 'Data', kind: 'date', value: (r) => r.day },
];

const rows: Row[] = [
  { label: 'Riunione', amount: 247.17, day: '2026-03-23' },
  { label: 'a; b "c"\nd', amount: 14830, day: null },
  { label: '1.234,56', amount: 1234.5, day: null },
  { label: 'Storno', amount: -0.25, day: null },
  { label: 'Minimo', amount: 1e-7, day: null },
  { label: 'Zero', amount: -0, day: null },
  { label: 'Vuoto', amount: null, day: null },
];

async function* batches() {
  yield rows;
}

async function buffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('spreadsheet writer', () => {
  it('CSV for Italian Excel: decimal comma, no thousands separator, quoting kept', async () => {
    const data = await buffer(exportStream('csv', 'Prova', columns, batches()));
    expect(data.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = data.toString('utf8').slice(1);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Voce; ""nome""";Importo €;Data');
    expect(lines[1]).toBe('Riunione;247,17;23/03/2026');
    const parsed = parse(csv, { delimiter: ';' }) as string[][];
    expect(parsed).toEqual([
      ['Voce; "nome"', 'Importo €', 'Data'],
      ['Riunione', '247,17', '23/03/2026'],
      ['a; b "c"\nd', '14830', ''],
      ['1.234,56', '1234,5', ''],
      ['Storno', '-0,25', ''],
      ['Minimo', '0,0000001', ''],
      ['Zero', '0', ''],
      ['Vuoto', '', ''],
    ]);
  });

  it('XLSX keeps real numbers', async () => {
    const data = await buffer(exportStream('xlsx', 'Prova', columns, batches()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(2).value).toBe('Importo €');
    expect(sheet.getRow(2).getCell(2).value).toBe(247.17);
    expect(sheet.getRow(4).getCell(2).value).toBe(1234.5);
    expect(sheet.getRow(4).getCell(1).value).toBe('1.234,56');
  });

  it('CSV: text that would start a formula gets a leading apostrophe, numbers keep their sign', async () => {
    const text: ExportColumn<string>[] = [{ header: 'Testo', value: (r) => r }];
    const values = ['=1+1', '+39 02 1234567', '-x', '@SUM(A1)', '\tTab', '\rCR', 'a=b', "'già"];
    async function* one() {
      yield values;
    }
    const csv = (await buffer(exportStream('csv', 'Prova', text, one()))).toString('utf8').slice(1);
    const parsed = parse(csv, { delimiter: ';' }) as string[][];
    expect(parsed.slice(1).map((r) => r[0])).toEqual([
      "'=1+1",
      "'+39 02 1234567",
      "'-x",
      "'@SUM(A1)",
      "'\tTab",
      "'\rCR",
      'a=b',
      "'già",
    ]);
  });
});
