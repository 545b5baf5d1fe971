import { z } from 'zod';
import { queryBooleanSchema } from '../common/sort.ts';
import { addDays, romeDayStart } from './rome-time.ts';

/** A calendar day `YYYY-MM-DD` (validated as a real date). */
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (AAAA-MM-GG)')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Data non valida');

/** An optional day: missing, null or '' → null. */
export const optionalDaySchema = z
  .union([dayStringSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** An instant sent by a form: ISO-8601 with `Z` or an offset; the server stores it as UTC. */
export const instantInputSchema = z.iso.datetime({ offset: true, error: 'Data e ora non valide' });

/** An optional instant: missing, null or '' → null. */
export const optionalInstantInputSchema = z
  .union([instantInputSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A to-do's due as a form sends it: an instant, or a day `YYYY-MM-DD` alone = due that whole day
 * (Europe/Rome). Missing, null or '' → null.
 */
export const optionalDueInputSchema = z
  .union([instantInputSchema, dayStringSchema, z.literal(''), z.null()], {
    error: 'Data non valida: una data (GG/MM/AAAA), con l’ora se serve',
  })
  .optional()
  .transform((value) => (value ? value : null));

/** A day alone (`YYYY-MM-DD`), as opposed to an instant. */
export function isDayString(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The last millisecond of Rome's day `YYYY-MM-DD`: an all-day due is stored as it, so it is overdue once the day has passed. */
export function romeDayEnd(date: string): number {
  return romeDayStart(addDays(date, 1)) - 1;
}

/** The instant a due input stands for (a day alone: the end of that day in Rome), in ms. */
export function dueInputMs(value: string): number {
  return isDayString(value) ? romeDayEnd(value) : Date.parse(value);
}

/** `true|false|1|0` in a query string, absent = no filter. */
export const queryFlagSchema = queryBooleanSchema.optional();

/** ISO week `YYYY-Www` (e.g. `2026-W48`). */
export const isoWeekSchema = z
  .string()
  .regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'Settimana non valida (AAAA-Wss)');
