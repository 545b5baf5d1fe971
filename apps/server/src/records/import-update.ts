import { changedFields } from '../modules/activity/activity.service.ts';

/**
 * An import row over a record already stored: the columns the file maps take the row's values,
 * the others keep the stored ones. Null when nothing changes (the row counts as unchanged);
 * otherwise the fields to save and their changes for the history.
 */
export function importedUpdate<T extends Record<string, unknown>>(
  before: T,
  row: object,
  mapped: readonly PropertyKey[],
  fieldNames: readonly (keyof T & string)[],
): { after: T; changes: Record<string, [unknown, unknown]> } | null {
  const after = { ...before };
  for (const f of mapped)
    (after as Record<PropertyKey, unknown>)[f] = (row as Record<PropertyKey, unknown>)[f];
  const changes = changedFields(before, after, fieldNames);
  return Object.keys(changes).length === 0 ? null : { after, changes };
}
