import { isApiError } from '../../../lib/api/api-error.ts';
import { interpretError } from '../../../lib/api/error-catalogue.ts';
import { showToast } from '../../../lib/toast.ts';
import { formFieldOf, type ScheduleFormValues } from './schedule-form.ts';

export const STALE_MESSAGE = 'L’appuntamento è stato modificato da un altro utente: ricarico';

export type ScheduleFailure =
  | { kind: 'stale' }
  | { kind: 'fields'; fields: [keyof ScheduleFormValues, string][] }
  | { kind: 'other' };

/**
 * A failed save, move or delete: 409 (someone changed it meanwhile) and 404 (gone) → reload with the
 * Italian message; 422 → the messages under the form's fields (the API names `start`, the form
 * `start_day`); anything else → the error catalogue's toast.
 */
export function scheduleFailure(error: unknown): ScheduleFailure {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    showToast({
      message: error.status === 409 ? STALE_MESSAGE : 'L’appuntamento non esiste più: ricarico',
      type: 'warning',
    });
    return { kind: 'stale' };
  }
  if (isApiError(error) && error.status === 422) {
    const fields = Object.entries(error.fieldErrors())
      .map(([field, messages]) => [formFieldOf[field], messages[0]] as const)
      .filter((entry): entry is [keyof ScheduleFormValues, string] => Boolean(entry[0] && entry[1]));
    if (fields.length > 0) return { kind: 'fields', fields };
  }
  const toasts = isApiError(error) ? interpretError(error.status, error.body).toasts : [];
  if (toasts.length === 0) showToast({ message: 'Operazione non riuscita', type: 'error' });
  for (const toast of toasts) showToast(toast);
  return { kind: 'other' };
}
