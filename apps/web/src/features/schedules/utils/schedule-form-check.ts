import { createScheduleInputSchema } from '@officina/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formFieldOf, formTimes, type ScheduleFormValues, toScheduleInput } from './schedule-form.ts';

type Messages = Partial<Record<keyof ScheduleFormValues, string>>;

/**
 * The dialog's checks: a day and a time where they are needed, then the contracts' own schema (the
 * server's rules and messages) on the body the form would send, each message under its field.
 */
export function checkScheduleForm(values: ScheduleFormValues): Messages {
  const messages: Messages = {};
  if (!values.start_day) messages.start_day = 'Inserisci la data di inizio';
  if (!values.end_day) messages.end_day = 'Inserisci la data di fine';
  if (!values.all_day && !values.start_time) messages.start_time = 'Inserisci l’ora di inizio';
  if (!values.all_day && !values.end_time) messages.end_time = 'Inserisci l’ora di fine';
  const { recurrence } = values;
  if (recurrence.frequency !== 'none') {
    if (recurrence.end === 'until' && !recurrence.until)
      messages.recurrence = 'Indica il giorno in cui termina';
    if (recurrence.end === 'count' && !(recurrence.count && recurrence.count >= 1)) {
      messages.recurrence = 'Indica quante volte si ripete';
    }
    if (
      recurrence.end === 'until' &&
      recurrence.until &&
      values.start_day &&
      recurrence.until < values.start_day
    ) {
      messages.recurrence = 'La ripetizione deve terminare dopo l’inizio';
    }
  }
  const times = formTimes(values);
  if (!times) return messages;
  const parsed = createScheduleInputSchema.safeParse(toScheduleInput(values, times));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf[String(issue.path[0] ?? '')] ?? 'title';
      messages[field] ??= issue.message;
    }
  }
  return messages;
}

/** react-hook-form's resolver over checkScheduleForm. */
export const scheduleFormResolver: Resolver<ScheduleFormValues> = async (values) => {
  const messages = checkScheduleForm(values);
  const entries = Object.entries(messages);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<ScheduleFormValues>;
  return { values: {}, errors };
};
