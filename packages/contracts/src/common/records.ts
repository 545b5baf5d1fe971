import { z } from 'zod';
import { queryBooleanSchema } from './sort.ts';

/**
 * A non-blocking remark on a saved record (e.g. another client has the same Partita IVA): the save
 * succeeded, the form shows the message under the field.
 */
export const fieldWarningSchema = z.object({ field: z.string(), message: z.string() });
export type FieldWarning = z.infer<typeof fieldWarningSchema>;

/**
 * DELETE on a record: `deleted` when nothing pointed at it, otherwise `archived` (hidden from lists,
 * restorable). `message` is the Italian sentence to toast.
 */
export const deleteResultSchema = z.object({
  result: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** `?format=` of an export; CSV is `;`-separated UTF-8 with BOM (what Italian Excel opens). */
export const exportFormatSchema = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** A field an import can fill, for the mapping step of the import dialog. */
export const importFieldSchema = z.object({
  field: z.string(),
  /** Italian label, also the header the export writes. */
  label: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

/**
 * Column mapping sent with an import: `{ field: header }` — which column of the file fills which
 * field. Fields left out are not imported.
 */
export const importMappingSchema = z.record(z.string(), z.string());
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** Answer of `…/import/preview`: the file's columns, the first rows and a suggested mapping. */
export const importPreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  headers: z.array(z.string()),
  /** The first 10 data rows, one string per header (empty string for empty cells). */
  rows: z.array(z.array(z.string())),
  /** Data rows in the file (header excluded). */
  total_rows: z.number().int(),
  fields: z.array(importFieldSchema),
  suggested_mapping: importMappingSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** A row that was not imported: `row` is its line in the file (the header is line 1). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * A row imported with a value the server corrected on its own (Excel's lost leading zeros of a CAP
 * or a Partita IVA): `corrections` says, per field, what became what, so nothing changes unseen.
 */
export const importRowCorrectionSchema = z.object({
  row: z.number().int(),
  corrections: z.record(z.string(), z.array(z.string())),
});
export type ImportRowCorrection = z.infer<typeof importRowCorrectionSchema>;

/**
 * `?dry_run=true` on an import: every row validated and matched as the real run would, the same
 * report answered, nothing written (the wizard's "Verifica" step).
 */
export const importQuerySchema = z.object({
  dry_run: queryBooleanSchema.default(false),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** Answer of an import: counts, and why each refused row was refused (in Italian). */
export const importReportSchema = z.object({
  /** True on a dry run: the counts say what the import would do; nothing was written. */
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows not written: invalid ones (listed in `errors`) and matches that already had these values. */
  skipped: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** Rows taken (or to be taken, on a dry run) with an automatic correction, and what it was. */
  corrections: z.array(importRowCorrectionSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
