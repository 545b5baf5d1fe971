import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../../lib/api/api-error.ts';

/**
 * A refused check-out or check-in, said in the dialog: 422 puts each message under its field (what is
 * not a field of the dialog is returned), 409 and anything else return the server's Italian message.
 */
export function custodyError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return 'Operazione non riuscita: controlla la connessione e riprova.';
  const body = error.body as { message?: unknown; alert?: { message?: unknown } } | null;
  const message =
    (typeof body?.alert?.message === 'string' && body.alert.message) ||
    (typeof body?.message === 'string' && body.message) ||
    (error.status === 409
      ? 'La copia è stata consegnata o restituita nel frattempo.'
      : 'Operazione non riuscita.');
  if (error.status !== 422) return message;
  let placed = false;
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors())) {
    const text = messages[0] ?? 'Valore non valido';
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !placed });
      placed = true;
    } else {
      others.push(text);
    }
  }
  if (others.length > 0) return others.join(' ');
  return placed ? null : message;
}
