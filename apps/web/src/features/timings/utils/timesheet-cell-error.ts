import { isApiError } from '../../../lib/api/api-error.ts';

/** Where the week's timed entries are listed, below the grid: the 422 below points there. */
export const ENTRIES_HINT = 'Modifica le voci nella lista «Voci della settimana» qui sotto.';

export interface TimesheetCellError {
  message: string;
  /**
   * The value is below the cell's timer and timed entries (422 on `minutes`), which the grid never
   * changes: they have to be edited in the week's entries.
   */
  belowEntries: boolean;
}

/**
 * What a cell shows when saving it fails. The cell already refuses what the schema would (bad or over
 * 24 h), so a 422 on `minutes` can only be the server's "the other entries already sum more" — told
 * by the field, not by the wording of the message.
 */
export function timesheetCellError(error: unknown): TimesheetCellError {
  if (!isApiError(error)) return { message: 'Non salvato', belowEntries: false };
  const body = error.body as { message?: string; alert?: { message?: string } } | null;
  const fields = error.fieldErrors();
  const belowEntries = error.status === 422 && Boolean(fields.minutes?.[0]);
  const message = Object.values(fields).flat()[0] ?? body?.alert?.message ?? body?.message ?? 'Non salvato';
  return { message: belowEntries ? `${message} ${ENTRIES_HINT}` : message, belowEntries };
}
