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

/** An id in a body (another record it points at): positive, and no larger than an id can be. */
export const refIdSchema = z.number().int().positive().max(MAX_ID, ID_TOO_BIG);

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

/** The `updated_at` a form read the record at, sent back with a save: a stale one answers 409. */
export const versionSchema = instantSchema.min(1, 'Manca la data di modifica');

/** A PUT body: the whole record again (its input shape), with the `updated_at` it was read at. */
export function withVersion<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, updated_at: versionSchema });
}
