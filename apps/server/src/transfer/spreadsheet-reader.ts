import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { alertError } from '../http/api-error.ts';
import { unescapeCsvCell } from './csv-escape.ts';
import { checkWorkbook, MAX_IMPORT_ROWS, workbookError, workbookMessages } from './xlsx-guard.ts';

export interface Sheet {
  format: 'csv' | 'xlsx';
  headers: string[];
  /** Data rows, one string per header; `line` is the row's line in the file (header = 1). */
  rows: { line: number; cells: string[] }[];
}

export const readerMessages = {
  unsupported: 'Formato del file non supportato: carica un file CSV o XLSX.',
  oldExcel: 'I file .xls non sono supportati: salvalo come .xlsx o CSV e riprova.',
  empty: 'Il file è vuoto.',
  noRows: 'Il file ha solo l’intestazione: nessuna riga da importare.',
  badCsv: 'Il file CSV non è leggibile',
} as const;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

/** Italian Excel saves CSV as Windows-1252; anything that is not valid UTF-8 is read as that. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** The separator of the header line: `;` (Italian Excel), `,` or tab — whichever occurs most. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * What a cell shows, as text. Formulas are never evaluated: their cached value is read (a formula
 * saved without one reads as its own text, `=A1+1`). Dates read as `YYYY-MM-DD`, booleans as Excel's
 * Italian VERO/FALSO, errors as their code (`#N/D`), rich text and hyperlinks as their text.
 */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'VERO' : 'FALSO';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return (value.richText ?? []).map((r) => String(r?.text ?? '')).join('');
  if ('error' in value) return String(value.error ?? '');
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as { result?: CellValue };
    if (result !== undefined && result !== null) return cellText(result);
    const formula = (value as { formula?: unknown }).formula;
    return typeof formula === 'string' ? `=${formula}` : '';
  }
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

/** A row's cells as text, `width` of them (holes of sparse rows read as blank); CSV escapes undone. */
function trimRow(cells: readonly unknown[], width: number, text: (cell: never) => string): string[] {
  return Array.from({ length: width }, (_, i) => unescapeCsvCell(text(cells[i] as never)).trim());
}

const asText = (cell: string | undefined) => cell ?? '';

function readCsv(data: Buffer): Sheet {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // The header, the rows allowed, and one more to tell that there are too many.
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw alertError(400, `${readerMessages.badCsv}${line ? ` (riga ${line})` : ''}.`);
  }
  const [head, ...body] = records;
  if (!head) throw alertError(400, readerMessages.empty);
  const headers = head.record.map((h) => h.trim());
  const rows = body
    .map(({ record, info }) => ({ line: info.lines, cells: trimRow(record, headers.length, asText) }))
    .filter((row) => row.cells.some((c) => c !== ''));
  return { format: 'csv', headers, rows };
}

async function readXlsx(data: Buffer): Promise<Sheet> {
  checkWorkbook(data);
  // exceljs (some 400 modules) loads with the first workbook read, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw workbookError(workbookMessages.corrupt);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw workbookError(workbookMessages.noSheets);
  let headers: string[] | undefined;
  const rows: Sheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // Sparse: a cell never written is a hole, not an empty string.
    const values = (row.values as CellValue[]).slice(1);
    if (!headers) {
      headers = trimRow(values, values.length, cellText);
      while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
      return;
    }
    const cells = trimRow(values, headers.length, cellText);
    if (cells.some((c) => c !== '')) rows.push({ line, cells });
  });
  if (!headers || headers.length === 0) throw workbookError(workbookMessages.empty);
  return { format: 'xlsx', headers, rows };
}

/** A CSV or XLSX upload as headers and rows of text, told apart by content, not by name. */
export async function readSpreadsheet(data: Buffer): Promise<Sheet> {
  if (data.length === 0) throw alertError(400, readerMessages.empty);
  if (startsWith(data, OLE)) throw alertError(415, readerMessages.oldExcel);
  const sheet = startsWith(data, ZIP) ? await readXlsx(data) : readPlainCsv(data);
  if (sheet.headers.every((h) => h === '')) throw alertError(400, readerMessages.empty);
  if (sheet.rows.length === 0) throw alertError(400, readerMessages.noRows);
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw workbookError(workbookMessages.tooManyRows);
  return sheet;
}

/** Binary content (NUL bytes: images, PDFs, executables) is not a CSV. */
function readPlainCsv(data: Buffer): Sheet {
  if (data.subarray(0, 8192).includes(0)) throw alertError(415, readerMessages.unsupported);
  return readCsv(data);
}
