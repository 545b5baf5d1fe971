import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { instantSchema, optionalRefIdSchema, queryRefIdSchema, withVersion } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { recordList } from '../common/record-list.ts';
import { salesDateSchema } from '../opportunities/opportunity.schemas.ts';

/** A physical key, a badge or a remote control. */
export const {
  values: keyKinds,
  schema: keyKindSchema,
  labels: keyKindLabels,
} = choicesOf({ chiave: 'Chiave', badge: 'Badge', telecomando: 'Telecomando' }, 'Tipo non valido');
export type KeyKind = z.infer<typeof keyKindSchema>;

/** Where a key stands: every copy in the office, some out, or some out past their return date. */
export const {
  values: keyStates,
  schema: keyStateSchema,
  labels: keyStateLabels,
} = choicesOf(
  { disponibile: 'Disponibile', in_uso: 'In consegna', in_ritardo: 'Restituzione in ritardo' },
  'Stato non valido',
);
export type KeyState = z.infer<typeof keyStateSchema>;

export const KEY_COPIES_MAX = 99;

/** A copy out of the office now: who holds it, since when, until when. */
export const keyLoanSchema = z.object({
  id: z.number().int(),
  key_id: z.number().int(),
  copy_no: z.number().int(),
  holder_user_id: z.number().int().nullable(),
  holder_person_id: z.number().int().nullable(),
  /** The colleague's or the client's person's name when checked out. */
  holder_name: z.string(),
  /** `YYYY-MM-DD`. */
  out_on: z.string(),
  due_on: z.string().nullable(),
  returned_on: z.string().nullable(),
  out_note: z.string().nullable(),
  in_note: z.string().nullable(),
  out_by_name: z.string().nullable(),
  in_by_name: z.string().nullable(),
  /** Still out with `due_on` before today (Europe/Rome). */
  overdue: z.boolean(),
  created_at: instantSchema,
});
export type KeyLoan = z.infer<typeof keyLoanSchema>;

export const keySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The code stamped on the key or badge; unique. */
  code: z.string(),
  kind: keyKindSchema,
  client_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  /** The client's site it opens ("Sede di Via Roma 1, Milano — porta carraia"). */
  site: z.string().nullable(),
  copies: z.number().int(),
  notes: z.string().nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: z.number().int().nullable(),
});
export type Key = z.infer<typeof keySchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const keyInputShape = {
  label: z
    .string({ error: 'Inserisci il nome' })
    .overwrite(tidy)
    .min(1, 'Inserisci il nome')
    .max(200, 'Al massimo 200 caratteri'),
  code: z
    .string({ error: 'Inserisci il codice' })
    .overwrite((value) => value.trim().toUpperCase())
    .min(1, 'Inserisci il codice')
    .max(40, 'Al massimo 40 caratteri'),
  kind: keyKindSchema.default('chiave'),
  client_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
  site: optionalStringSchema((value) => value.trim(), 500),
  copies: z
    .number({ error: 'Inserisci il numero di copie' })
    .int('Numero di copie non valido')
    .min(1, 'Almeno una copia')
    .max(KEY_COPIES_MAX, `Al massimo ${KEY_COPIES_MAX} copie`)
    .default(1),
  notes: optionalStringSchema((value) => value.trim(), 5_000),
};

export const createKeyInputSchema = z.object(keyInputShape);
export type CreateKeyInput = z.infer<typeof createKeyInputSchema>;

/** PUT with the `updated_at` read (stale → 409); fewer copies than a copy out → 422 on `copies`. */
export const updateKeyInputSchema = withVersion(keyInputShape);
export type UpdateKeyInput = z.infer<typeof updateKeyInputSchema>;

const keyListSpec = recordList({
  sort: ['label', 'code', 'kind', 'client_id', 'copies'],
  defaultSort: 'label',
  filters: {
    kind: keyKindSchema.optional(),
    client_id: queryRefIdSchema,
    project_id: queryRefIdSchema,
    state: keyStateSchema.optional(),
    /** Keys with a copy held by this colleague now. */
    holder_user_id: queryRefIdSchema,
  },
});
export const keySortColumns = keyListSpec.sortColumns;
export type KeySortColumn = (typeof keySortColumns)[number];

/** `?q=` searches label, code and site; no archive view. */
export const keyListQuerySchema = keyListSpec.query.omit({ archived: true });
export type KeyListQuery = z.infer<typeof keyListQuerySchema>;

const noteSchema = optionalStringSchema((value) => value.trim(), 1_000);

/**
 * Check-out of one copy to a colleague (`holder_user_id`) or a client's person
 * (`holder_person_id`): exactly one of the two. `out_on` defaults to today; `due_on`, the expected
 * return, may not precede it. A copy already out → 409.
 */
export const keyCheckoutInputSchema = z
  .object({
    copy_no: z.number({ error: 'Scegli la copia' }).int('Copia non valida').min(1, 'Copia non valida'),
    holder_user_id: optionalRefIdSchema,
    holder_person_id: optionalRefIdSchema,
    out_on: salesDateSchema,
    due_on: salesDateSchema,
    note: noteSchema,
  })
  .refine((value) => (value.holder_user_id === null) !== (value.holder_person_id === null), {
    message: 'Scegli a chi consegni la chiave: un collega o una persona del cliente',
    path: ['holder_user_id'],
  })
  .refine((value) => !value.out_on || !value.due_on || value.due_on >= value.out_on, {
    message: 'La restituzione prevista precede la consegna',
    path: ['due_on'],
  });
export type KeyCheckoutInput = z.infer<typeof keyCheckoutInputSchema>;

/** Check-in of one copy (`returned_on` defaults to today, not before the check-out). */
export const keyCheckinInputSchema = z.object({
  copy_no: z.number({ error: 'Scegli la copia' }).int('Copia non valida').min(1, 'Copia non valida'),
  returned_on: salesDateSchema,
  note: noteSchema,
});
export type KeyCheckinInput = z.infer<typeof keyCheckinInputSchema>;

/** The loans list: open ones (who holds what now), overdue ones, or all of a key's history. */
export const {
  values: keyLoanStates,
  schema: keyLoanStateSchema,
  labels: keyLoanStateLabels,
} = choicesOf({ aperte: 'In consegna', in_ritardo: 'In ritardo', tutte: 'Tutte' }, 'Stato non valido');
export type KeyLoanState = z.infer<typeof keyLoanStateSchema>;

export const keyLoanListQuerySchema = paginationQuerySchema.pick({ page: true, per_page: true }).extend({
  state: keyLoanStateSchema.default('aperte'),
  key_id: queryRefIdSchema,
  client_id: queryRefIdSchema,
  holder_user_id: queryRefIdSchema,
});
export type KeyLoanListQuery = z.infer<typeof keyLoanListQuerySchema>;
