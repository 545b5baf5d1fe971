import type {
  ImportField,
  ImportPreview,
  ImportReport,
  ImportRowCorrection,
  ImportRowError,
} from '@officina/contracts';
import type { Db } from '../db/database.ts';
import { pickCells, resolveMapping, suggestMapping } from './mapping.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

/** Rows written per transaction: a failure loses at most one batch, never half of one. */
export const IMPORT_BATCH_SIZE = 500;

/** A validated row: its value (with what was corrected on the way, per field), or why it was refused. */
export type RowResult<T> =
  | { ok: true; value: T; corrections?: Record<string, string[]> }
  | { ok: false; errors: Record<string, string[]> };

export interface BatchResult {
  created: number;
  updated: number;
  /** Matched an existing record that already had these values. */
  unchanged: number;
}

/** What differs between the clients and the persons import. */
export interface ImportPlan<T> {
  fields: readonly ImportField[];
  synonyms: Record<string, readonly string[]>;
  /** Loads what rows refer to by name (lookups, users, clients), then validates one row at a time. */
  prepare(db: Db, rows: Record<string, string>[]): Promise<(cells: Record<string, string>) => RowResult<T>>;
  /**
   * Writes one batch of valid rows inside the given transaction (creates or updates by match key).
   * With `dryRun` it writes nothing and counts what it would do: matches must then also see the rows
   * of earlier batches, so plans remember what they "wrote" across batches, in both modes alike.
   */
  saveBatch(trx: Db, rows: T[], mappedFields: string[], dryRun: boolean): Promise<BatchResult>;
}

/** Headers, the first 10 rows and the suggested mapping of an uploaded file. */
export async function previewImport(
  data: Buffer,
  plan: Pick<ImportPlan<unknown>, 'fields' | 'synonyms'>,
): Promise<ImportPreview> {
  const sheet = await readSpreadsheet(data);
  return {
    format: sheet.format,
    headers: sheet.headers,
    rows: sheet.rows.slice(0, 10).map((r) => r.cells),
    total_rows: sheet.rows.length,
    fields: [...plan.fields],
    suggested_mapping: suggestMapping(sheet.headers, plan.fields, plan.synonyms),
  };
}

/**
 * Validates every row first (the report lists each refused row with its reasons), then writes the
 * valid ones in batches of 500, one transaction each. Blank rows are skipped silently. A dry run
 * goes through the same steps without a transaction (nothing to commit, and on SQLite a transaction
 * would hold the only connection) and answers the same report.
 */
export async function runImport<T>(
  db: Db,
  data: Buffer,
  rawMapping: string | undefined,
  plan: ImportPlan<T>,
  dryRun = false,
): Promise<ImportReport> {
  const sheet = await readSpreadsheet(data);
  const suggested = suggestMapping(sheet.headers, plan.fields, plan.synonyms);
  const columns = resolveMapping(rawMapping, sheet.headers, plan.fields, suggested);
  const picked = sheet.rows.map((row) => ({ line: row.line, cells: pickCells(row.cells, columns) }));
  const validate = await plan.prepare(
    db,
    picked.map((p) => p.cells),
  );

  const requiredBlanks = Object.fromEntries(
    plan.fields.filter((f) => f.required && f.field in columns).map((f) => [f.field, '']),
  );
  const errors: ImportRowError[] = [];
  const corrections: ImportRowCorrection[] = [];
  const valid: T[] = [];
  let skipped = 0;
  for (const { line, cells } of picked) {
    if (Object.keys(cells).length === 0) {
      skipped += 1;
      continue;
    }
    // A required column left blank reads as the form's own message ("Inserisci …"), not "missing".
    const result = validate({ ...requiredBlanks, ...cells });
    if (!result.ok) {
      errors.push({ row: line, errors: result.errors });
      continue;
    }
    valid.push(result.value);
    if (result.corrections) corrections.push({ row: line, corrections: result.corrections });
  }

  const report: ImportReport = {
    dry_run: dryRun,
    created: 0,
    updated: 0,
    skipped: skipped + errors.length,
    errors,
    corrections,
  };
  const mappedFields = Object.keys(columns);
  for (let start = 0; start < valid.length; start += IMPORT_BATCH_SIZE) {
    const batch = valid.slice(start, start + IMPORT_BATCH_SIZE);
    const result = dryRun
      ? await plan.saveBatch(db, batch, mappedFields, true)
      : await db.transaction().execute((trx) => plan.saveBatch(trx, batch, mappedFields, false));
    report.created += result.created;
    report.updated += result.updated;
    report.skipped += result.unchanged;
  }
  return report;
}
