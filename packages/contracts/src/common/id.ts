import { z } from 'zod';

/**
 * The largest id a record can have: ids are 32-bit signed integers on PostgreSQL, where a larger
 * value would reach the query and fail there (500) instead of being refused as input.
 */
export const MAX_ID = 2_147_483_647;
const ID_TOO_BIG = 'Identificativo fuori intervallo';

export const idSchema = z.coerce.number().int().positive().max(MAX_ID, ID_TOO_BIG);
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A positive id or null (optional references of a form). */
export const optionalRefIdSchema = z
  .number()
  .int()
  .positive()
  .max(MAX_ID, ID_TOO_BIG)
  .nullable()
  .default(null);

/** `?from=` style query id filter. */
export const queryRefIdSchema = z.coerce.number().int().positive().max(MAX_ID, ID_TOO_BIG).optional();

/** Instants travel as UTC ISO-8601 strings. */
export const instantSchema = z.string();

/**
 * The bookkeeping fields every archivable record answers with, after its own fields (archived_at is
 * set while the record is out of the lists, until restored).
 */
export const recordStampsShape = {
  archived_at: instantSchema.nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: z.number().int().nullable(),
};

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO-8601 instant with a date that exists (PostgreSQL refuses `2026-02-30` and `abc` as
 * timestamps: compared with `updated_at`, either answered 500).
 */
function isInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

/** The `updated_at` a form read the record at, sent back with a save: a stale one answers 409. */
export const versionSchema = instantSchema
  .min(1, { message: 'Manca la data di modifica', abort: true })
  .refine(isInstant, 'Data di modifica non valida');

/** A PUT body: the whole record again (its input shape), with the `updated_at` it was read at. */
export function withVersion<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, updated_at: versionSchema });
}
