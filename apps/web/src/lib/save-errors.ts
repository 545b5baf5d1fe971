import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api/api-error.ts';
import { showToast } from './toast.ts';

export type SaveFailure = 'conflict' | 'invalid' | 'other';

/**
 * A failed save, handled by the form: 409 → the conflict banner; 422 → each message under its field
 * (the first one focused); anything else → the error catalogue's toast.
 */
export function handleSaveError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): SaveFailure {
  if (!isApiError(error)) {
    showToast({ message: 'Salvataggio non riuscito', type: 'error' });
    return 'other';
  }
  if (error.status === 409) return 'conflict';
  const body = error.body as { message?: unknown; alert?: { message?: unknown } } | null;
  if (error.status === 422) {
    let first = true;
    let placed = false;
    for (const [field, messages] of Object.entries(error.fieldErrors())) {
      if (!fields.includes(field)) continue;
      setError(
        field as Path<T>,
        { type: 'server', message: messages[0] ?? 'Valore non valido' },
        { shouldFocus: first },
      );
      first = false;
      placed = true;
    }
    if (placed) return 'invalid';
  }
  const message =
    (typeof body?.alert?.message === 'string' && body.alert.message) ||
    (typeof body?.message === 'string' && body.message) ||
    'Salvataggio non riuscito';
  showToast({ message, type: 'error' });
  return 'other';
}
