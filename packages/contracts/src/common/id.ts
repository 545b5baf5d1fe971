import { z } from 'zod';

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A positive id or null (optional references of a form). */
export const optionalRefIdSchema = z.number().int().positive().nullable().default(null);

/** `?from=` style query id filter. */
export const queryRefIdSchema = z.coerce.number().int().positive().optional();

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
