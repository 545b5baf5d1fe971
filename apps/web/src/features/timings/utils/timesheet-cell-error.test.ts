import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { ENTRIES_HINT, timesheetCellError } from './timesheet-cell-error.ts';

const below = 'Le altre voci del giorno sommano già 90 minuti: modificale dall’elenco dei tempi.';

describe('timesheetCellError', () => {
  it('points to the week’s entries when the value is below the cell’s timed entries', () => {
    const error = new ApiError(422, { message: 'Dati non validi', errors: { minutes: [below] } });
    expect(timesheetCellError(error)).toEqual({ message: `${below} ${ENTRIES_HINT}`, belowEntries: true });
  });

  it('shows other field errors as they are', () => {
    const error = new ApiError(422, { errors: { project_id: ['Progetto non valido'] } });
    expect(timesheetCellError(error)).toEqual({ message: 'Progetto non valido', belowEntries: false });
  });

  it('falls back to the alert, the message, then a generic text', () => {
    expect(timesheetCellError(new ApiError(403, { alert: { message: 'Non autorizzato' } }))).toEqual({
      message: 'Non autorizzato',
      belowEntries: false,
    });
    expect(timesheetCellError(new ApiError(500, { message: 'Errore' })).message).toBe('Errore');
    expect(timesheetCellError(new ApiError(0, null)).message).toBe('Non salvato');
    expect(timesheetCellError(new Error('boom'))).toEqual({ message: 'Non salvato', belowEntries: false });
  });
});
