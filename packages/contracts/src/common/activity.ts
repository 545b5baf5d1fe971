import { z } from 'zod';
import { instantSchema } from './id.ts';
import { paginationQuerySchema } from './pagination.ts';

/** What happened to a record; business records use these, older entries may carry others (`update`). */
export const recordActionSchema = z.enum(['created', 'updated', 'archived', 'restored', 'deleted']);
export type RecordAction = z.infer<typeof recordActionSchema>;

/**
 * Entries a client gets when one of its persons changes: added (created with the client or moved to
 * it), removed (moved to another client or deleted), archived, restored. Their changes carry
 * `person_id` and `person` (the name at that moment, kept even after the person is deleted).
 */
export const personLinkActionSchema = z.enum([
  'person_added',
  'person_removed',
  'person_archived',
  'person_restored',
]);
export type PersonLinkAction = z.infer<typeof personLinkActionSchema>;

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One changed field of an activity entry, with its value before and after. For ids (state, category,
 * account manager, type, client) the server adds the names as `old_label`/`new_label` (absent on
 * fields that are not ids; null when the id no longer names anything).
 */
export const activityChangeSchema = z.object({
  field: z.string(),
  old: changeValue,
  new: changeValue,
  old_label: z.string().nullable().optional(),
  new_label: z.string().nullable().optional(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/** One line of a record's "Attività" tab: who did what when, and which fields changed. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  created_at: instantSchema,
  /** `created`, `updated`, `archived`, `restored`, `deleted` (see recordActionSchema), or older names. */
  action: z.string(),
  user_id: z.number().int().nullable(),
  /** "Nome Cognome" of the user, null when unknown or removed. */
  user_name: z.string().nullable(),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `?page=&per_page=` of an activity tab; newest first. */
export const activityQuerySchema = paginationQuerySchema.pick({ page: true, per_page: true });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
