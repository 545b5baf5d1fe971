import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../lib/toast.ts';
import { STALE_MESSAGE, scheduleFailure } from './schedule-errors.ts';

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn() }));

describe('scheduleFailure', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('says in Italian that someone else changed it (409), and that it is gone (404)', () => {
    expect(scheduleFailure(new ApiError(409, { message: 'stale' }))).toEqual({ kind: 'stale' });
    expect(showToast).toHaveBeenCalledWith({ message: STALE_MESSAGE, type: 'warning' });
    expect(STALE_MESSAGE).toBe('L’appuntamento è stato modificato da un altro utente: ricarico');
    expect(scheduleFailure(new ApiError(404, {}))).toEqual({ kind: 'stale' });
  });

  it('puts a 422’s messages under the dialog’s fields (start → start_day, rrule → recurrence)', () => {
    const error = new ApiError(422, {
      errors: {
        start: ['Data non valida'],
        rrule: ['Regola di ripetizione non valida: manca FREQ'],
        other: ['x'],
      },
    });
    expect(scheduleFailure(error)).toEqual({
      kind: 'fields',
      fields: [
        ['start_day', 'Data non valida'],
        ['recurrence', 'Regola di ripetizione non valida: manca FREQ'],
      ],
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts anything else', () => {
    expect(scheduleFailure(new ApiError(500, { message: 'Errore interno' }))).toEqual({ kind: 'other' });
    expect(showToast).toHaveBeenCalled();
    vi.mocked(showToast).mockClear();
    expect(scheduleFailure(new Error('boom'))).toEqual({ kind: 'other' });
    expect(showToast).toHaveBeenCalledWith({ message: 'Operazione non riuscita', type: 'error' });
  });
});
