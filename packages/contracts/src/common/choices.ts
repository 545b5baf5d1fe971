import { z } from 'zod';

/**
 * A closed set of codes declared once with their Italian labels: the codes are the labels' keys, in
 * order; `schema` refuses any other value with `error`.
 */
export function choicesOf<const K extends string>(labels: Record<K, string>, error: string) {
  const values = Object.keys(labels) as [K, ...K[]];
  return { values, schema: z.enum(values, { error }), labels };
}
