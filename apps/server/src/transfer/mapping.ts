import type { ImportField, ImportMapping } from '@officina/contracts';
import { normalizeText } from '../db/search.ts';
import { validationError } from '../http/api-error.ts';

/** A header reduced to letters and digits, accents and case dropped ("Ragione Sociale" → "ragionesociale"). */
export function headerKey(header: string): string {
  return normalizeText(header).replace(/[^a-z0-9]/g, '');
}

/**
 * For each field, the first header whose key matches the field's label, its name or one of its
 * synonyms (Italian and English names people use in their spreadsheets).
 */
export function suggestMapping(
  headers: string[],
  fields: readonly ImportField[],
  synonyms: Record<string, readonly string[]>,
): ImportMapping {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = headerKey(header);
    if (key && !byKey.has(key)) byKey.set(key, header);
  }
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const { field, label } of fields) {
    for (const name of [label, field, ...(synonyms[field] ?? [])]) {
      const header = byKey.get(headerKey(name));
      if (header && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

/**
 * The mapping the user confirmed (JSON text), checked against the file: known fields, headers that
 * exist, required fields present. Without one, the suggested mapping is used. 422 on `mapping`.
 */
export function resolveMapping(
  raw: string | undefined,
  headers: string[],
  fields: readonly ImportField[],
  suggested: ImportMapping,
): Record<string, number> {
  let mapping: ImportMapping = suggested;
  if (raw !== undefined && raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('shape');
      mapping = Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).filter(
          ([, v]) => typeof v === 'string' && v !== '',
        ),
      ) as ImportMapping;
    } catch {
      throw validationError({ mapping: ['Abbinamento delle colonne non valido.'] });
    }
  }
  const known = new Map(fields.map((f) => [f.field, f]));
  const errors: string[] = [];
  const columns: Record<string, number> = {};
  for (const [field, header] of Object.entries(mapping)) {
    if (!known.has(field)) errors.push(`Campo sconosciuto: ${field}.`);
    const index = headers.indexOf(header);
    if (index === -1) errors.push(`La colonna «${header}» non è nel file.`);
    else columns[field] = index;
  }
  const missing = fields.filter((f) => f.required && !(f.field in columns)).map((f) => f.label);
  if (missing.length > 0) errors.push(`Abbina una colonna per: ${missing.join(', ')}.`);
  if (errors.length > 0) throw validationError({ mapping: errors });
  return columns;
}

/** The mapped cells of one row as `{ field: text }` (blank cells omitted). */
export function pickCells(cells: string[], columns: Record<string, number>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, index] of Object.entries(columns)) {
    const value = cells[index] ?? '';
    if (value !== '') values[field] = value;
  }
  return values;
}

/** zod issues of one row as `{ field: [messages] }`. */
export function issuesByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'riga');
    const list = errors[field] ?? [];
    list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}
