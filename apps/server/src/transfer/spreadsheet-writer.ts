import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ExportFormat } from '@officina/contracts';
import { stringify } from 'csv-stringify';
import { escapeCsvCell } from './csv-escape.ts';

/** One column of an export: Italian header, and the cell of a row (dates as `YYYY-MM-DD`, numbers as numbers). */
export interface ExportColumn<R> {
  header: string;
  width?: number;
  kind?: 'text' | 'date';
  value(row: R): string | number | null;
}

const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The calendar day (Italian time) of an instant, `YYYY-MM-DD`. */
export function romeDate(instant: string | null): string | null {
  return instant ? romeDay.format(new Date(instant)) : null;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function italianDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `clienti-2026-11-22.xlsx`, dated in Italian time. */
export function exportFilename(base: string, format: ExportFormat): string {
  return `${base}-${romeDate(new Date().toISOString())}.${format}`;
}

/**
 * Numbers as Italian Excel reads them: decimal comma, no thousands separator (`1234,5`), never an
 * exponent. Up to 20 decimals, shortest form: the value is not rounded here, columns round their own.
 */
const csvNumber = new Intl.NumberFormat('it-IT', { useGrouping: false, maximumFractionDigits: 20 });

function csvCell<R>(column: ExportColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null) return '';
  if (column.kind === 'date') return italianDate(String(value));
  if (typeof value !== 'number') return escapeCsvCell(value);
  return value === 0 ? '0' : csvNumber.format(value); // -0 would print "-0"
}

/** Strings stay strings: exceljs writes a string as a text cell, never as a formula (only `{ formula }` is one). */
function xlsxCell<R>(column: ExportColumn<R>, row: R): string | number | Date | null {
  const value = column.value(row);
  if (value === null || column.kind !== 'date') return value;
  // A real date cell shown as dd/mm/yyyy: Excel sorts and filters it as a date.
  const [y, m, d] = String(value).split('-').map(Number);
  return new Date(Date.UTC(y as number, (m as number) - 1, d));
}

/**
 * CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF, decimal comma. Rows are pulled batch
 * by batch as the client reads (pipe backpressure), so memory stays flat whatever the row count.
 */
function csvStream<R>(columns: ExportColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield columns.map((c) => csvCell(c, row));
  }
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((c) => c.header),
  });
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/**
 * XLSX through exceljs' streaming writer: each row is committed (written out and forgotten) as it
 * comes, and the next batch waits while the response is not draining.
 */
function xlsxStream<R>(sheetName: string, columns: ExportColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  const out = new PassThrough();
  (async () => {
    // exceljs (some 400 modules) loads with the first workbook written, not at start.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? 18,
      ...(c.kind === 'date' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((c) => xlsxCell(c, row))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/** The export as a stream of the chosen format. */
export function exportStream<R>(
  format: ExportFormat,
  sheetName: string,
  columns: ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): Readable {
  return format === 'csv' ? csvStream(columns, batches) : xlsxStream(sheetName, columns, batches);
}
