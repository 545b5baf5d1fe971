import { inflateRawSync } from 'node:zlib';
import { validationError } from '../http/api-error.ts';

/** Rows an import reads at most (header excluded), CSV or XLSX. */
export const MAX_IMPORT_ROWS = 10_000;
/** Cells of all the sheets of a workbook, at most: what exceljs may hold in memory. */
export const MAX_XLSX_CELLS = MAX_IMPORT_ROWS * 50;
/** Uncompressed size of a workbook's parts, all together, at most (the upload itself is ≤ 10 MB). */
export const MAX_XLSX_UNCOMPRESSED = 50 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;

export const workbookMessages = {
  corrupt: 'Il file XLSX non è leggibile (danneggiato o protetto da password).',
  notXlsx: 'Il file è un archivio ZIP ma non un foglio di calcolo XLSX: salvalo da Excel come .xlsx o CSV.',
  tooBig: `Il file XLSX decompresso supera i ${MAX_XLSX_UNCOMPRESSED / 1024 / 1024} MB consentiti: dividilo in file più piccoli.`,
  tooManyRows: `Il file ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} righe: importane al massimo ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} per volta, dividendolo in più file.`,
  tooManyCells: `Il file XLSX ha più di ${MAX_XLSX_CELLS.toLocaleString('it-IT')} celle (contando tutti i fogli): elimina i fogli e le colonne che non servono.`,
  noSheets: 'Il file XLSX non contiene fogli.',
  empty: 'Il primo foglio del file XLSX è vuoto.',
} as const;

/** A file the import can't take: 422 on `file`, its message saying what is wrong (the web app toasts it). */
export const workbookError = (message: string) => validationError({ file: [message] }, message);

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/** The central directory's entries, read without inflating anything. Throws 422 when malformed. */
function centralDirectory(data: Buffer): ZipEntry[] {
  const corrupt = () => workbookError(workbookMessages.corrupt);
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = data.readUInt16LE(eocd + 10);
  let pos = data.readUInt32LE(eocd + 16);
  if (count > MAX_ZIP_ENTRIES) throw corrupt();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (pos + 46 > data.length || data.readUInt32LE(pos) !== CENTRAL) throw corrupt();
    const nameLength = data.readUInt16LE(pos + 28);
    const extraLength = data.readUInt16LE(pos + 30);
    const entry: ZipEntry = {
      flags: data.readUInt16LE(pos + 8),
      method: data.readUInt16LE(pos + 10),
      compressedSize: data.readUInt32LE(pos + 20),
      size: data.readUInt32LE(pos + 24),
      localOffset: data.readUInt32LE(pos + 42),
      name: data.toString('utf8', pos + 46, pos + 46 + nameLength),
    };
    // A workbook of ≤ 10 MB never needs ZIP64 sizes: one that claims them is refused.
    if (entry.size === MAX32 || entry.compressedSize === MAX32 || entry.localOffset === MAX32) {
      throw workbookError(workbookMessages.tooBig);
    }
    entries.push(entry);
    pos += 46 + nameLength + extraLength + data.readUInt16LE(pos + 32);
  }
  return entries;
}

/** An entry's bytes, inflated up to its declared size: a part that inflates beyond it is refused. */
function inflateEntry(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw workbookError(workbookMessages.corrupt);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const raw = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw workbookError(workbookMessages.corrupt);
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw workbookError(tooLarge ? workbookMessages.tooBig : workbookMessages.corrupt);
  }
}

const isNameEnd = (b: number | undefined) =>
  b === undefined || b === 0x20 || b === 0x3e || b === 0x2f || b === 0x09 || b === 0x0a || b === 0x0d;

/** `<row>` and `<c>` elements of a sheet's XML (any namespace prefix), counted without parsing. */
function countRowsAndCells(xml: Buffer): { rows: number; cells: number } {
  let rows = 0;
  let cells = 0;
  for (let i = xml.indexOf(0x3c); i !== -1; i = xml.indexOf(0x3c, i + 1)) {
    const start = i + 1;
    let local = start;
    for (let j = start; j < start + 16 && !isNameEnd(xml[j]); j++) if (xml[j] === 0x3a) local = j + 1;
    if (xml[local] === 0x63 && isNameEnd(xml[local + 1]))
      cells++; // c
    else if (
      xml[local] === 0x72 &&
      xml[local + 1] === 0x6f &&
      xml[local + 2] === 0x77 &&
      isNameEnd(xml[local + 3])
    )
      rows++; // row
  }
  return { rows, cells };
}

/**
 * Checks an XLSX upload before exceljs sees it, so that memory stays bounded whatever the file says:
 * a ZIP with a workbook, declared sizes ≤ 50 MB together, every part inflating to no more than it
 * declares (a zip bomb that lies is stopped at its declared size), no encryption, and the sheets at
 * most 10,000 rows (+ header) and 500,000 cells. Throws 422 on `file` with what is wrong.
 */
export function checkWorkbook(data: Buffer): void {
  const entries = centralDirectory(data);
  if (!entries.some((e) => /(^|\/)workbook\.xml$/.test(e.name)))
    throw workbookError(workbookMessages.notXlsx);
  if (entries.some((e) => e.flags & 1)) throw workbookError(workbookMessages.corrupt);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > MAX_XLSX_UNCOMPRESSED) throw workbookError(workbookMessages.tooBig);
  let rows = 0;
  let cells = 0;
  for (const entry of entries) {
    const part = inflateEntry(data, entry);
    if (!/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    const counted = countRowsAndCells(part);
    rows += counted.rows;
    cells += counted.cells;
  }
  if (rows > MAX_IMPORT_ROWS + 1) throw workbookError(workbookMessages.tooManyRows);
  if (cells > MAX_XLSX_CELLS) throw workbookError(workbookMessages.tooManyCells);
}
