import { z } from 'zod';

/** Free text a form may leave out: at most `max` characters, trimmed; missing, null or blank is null. */
export function optionalTextSchema(max: number) {
  return z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null));
}

/** A record's short unique code (product, project): trimmed, upper-cased, 1–40 characters of `pattern`. */
export function recordCodeSchema(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Inserisci il codice')
    .max(40, 'Al massimo 40 caratteri')
    .regex(pattern, message);
}
