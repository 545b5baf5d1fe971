import type { ImportField, ImportMapping, ImportPreview } from '@officina/contracts';

/*
 * The rows themselves are checked by the server (`…/import?dry_run=true`), with the same schemas,
 * name resolution and matching as the import: here only what the mapping step needs.
 */

/** The mapped fields of a row, `{ field: cell }`; unmapped fields are absent. */
export function mappedRow(preview: ImportPreview, mapping: ImportMapping, row: readonly string[]) {
  const values: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) {
    const index = preview.headers.indexOf(header);
    if (index >= 0) values[field] = (row[index] ?? '').trim();
  }
  return values;
}

/** Required fields with no column chosen: the import cannot start without them. */
export function missingRequired(fields: readonly ImportField[], mapping: ImportMapping): ImportField[] {
  return fields.filter((field) => field.required && !mapping[field.field]);
}
