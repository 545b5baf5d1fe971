import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { instantSchema, optionalRefIdSchema, queryRefIdSchema, withVersion } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';
import { queryBooleanSchema } from '../common/sort.ts';
import { salesDateSchema } from '../opportunities/opportunity.schemas.ts';

/** What a credential opens. */
export const {
  values: keyholderKinds,
  schema: keyholderKindSchema,
  labels: keyholderKindLabels,
} = choicesOf(
  {
    hosting: 'Hosting',
    ftp: 'FTP/SFTP',
    database: 'Database',
    email: 'E-mail',
    cms: 'CMS',
    dominio: 'Dominio',
    wifi: 'Wi-Fi',
    allarme: 'Allarme',
    altro: 'Altro',
  },
  'Tipo non valido',
);
export type KeyholderKind = z.infer<typeof keyholderKindSchema>;

/** A credential is flagged "in scadenza" this many days before its expiry date. */
export const KEYHOLDER_EXPIRING_DAYS = 30;
/** The longest secret and notes accepted (characters, before encryption). */
export const KEYHOLDER_SECRET_MAX = 1_000;
export const KEYHOLDER_NOTES_MAX = 10_000;

/** Where a credential stands against its expiry date (Europe/Rome today). */
export const {
  values: keyholderExpiryStates,
  schema: keyholderExpiryStateSchema,
  labels: keyholderExpiryLabels,
} = choicesOf({ valida: 'Valida', in_scadenza: 'In scadenza', scaduta: 'Scaduta' }, 'Stato non valido');
export type KeyholderExpiryState = z.infer<typeof keyholderExpiryStateSchema>;

/**
 * A credential as any answer carries it: never the secret nor the notes (both only through
 * `POST /keyholders/:id/reveal`), only whether they are set.
 */
export const keyholderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: keyholderKindSchema,
  client_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  /** An address or a host name, as typed (https://…, ftp.esempio.it, 192.168.1.10). */
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  username: z.string().nullable(),
  has_secret: z.boolean(),
  has_notes: z.boolean(),
  /** `YYYY-MM-DD` or null. */
  expires_on: z.string().nullable(),
  /** null when there is no expiry date. */
  expiry_state: keyholderExpiryStateSchema.nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: z.number().int().nullable(),
});
export type Keyholder = z.infer<typeof keyholderSchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A secret is kept exactly as typed (spaces included); empty means none. */
const secretSchema = z
  .string()
  .max(KEYHOLDER_SECRET_MAX, `Al massimo ${KEYHOLDER_SECRET_MAX} caratteri`)
  .transform((value) => (value === '' ? null : value))
  .nullable();
const notesSchema = z
  .string()
  .max(KEYHOLDER_NOTES_MAX, `Al massimo ${KEYHOLDER_NOTES_MAX} caratteri`)
  .transform((value) => (value.trim() === '' ? null : value))
  .nullable();

const keyholderInputShape = {
  title: z
    .string({ error: 'Inserisci il titolo' })
    .overwrite(tidy)
    .min(1, 'Inserisci il titolo')
    .max(200, 'Al massimo 200 caratteri'),
  kind: keyholderKindSchema.default('altro'),
  /** Filled from the project's client when empty and a project is given. */
  client_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
  host: optionalStringSchema((value) => value.trim(), 500),
  port: z
    .number({ error: 'Porta non valida' })
    .int('Porta non valida')
    .min(1, 'La porta va da 1 a 65535')
    .max(65_535, 'La porta va da 1 a 65535')
    .nullable()
    .default(null),
  username: optionalStringSchema((value) => value.trim(), 200),
  expires_on: salesDateSchema,
};

/** POST: the secret and the notes in clear over TLS, encrypted before they reach the database. */
export const createKeyholderInputSchema = z.object({
  ...keyholderInputShape,
  secret: secretSchema.default(null),
  notes: notesSchema.default(null),
});
export type CreateKeyholderInput = z.infer<typeof createKeyholderInputSchema>;

/**
 * PUT: the fields again with the `updated_at` read (stale → 409). `secret` and `notes` are left as
 * stored when absent; a string replaces them; null or '' clears them.
 */
export const updateKeyholderInputSchema = withVersion({
  ...keyholderInputShape,
  secret: secretSchema.optional(),
  notes: notesSchema.optional(),
});
export type UpdateKeyholderInput = z.infer<typeof updateKeyholderInputSchema>;

const keyholderListSpec = recordList({
  sort: ['title', 'kind', 'client_id', 'project_id', 'host', 'username', 'expires_on'],
  defaultSort: 'title',
  filters: {
    kind: keyholderKindSchema.optional(),
    client_id: queryRefIdSchema,
    project_id: queryRefIdSchema,
    /** Expired or expiring within KEYHOLDER_EXPIRING_DAYS. */
    expiring: queryBooleanSchema.optional(),
  },
});

export const keyholderSortColumns = keyholderListSpec.sortColumns;
export type KeyholderSortColumn = (typeof keyholderSortColumns)[number];

/** `?q=` searches title, host and username (never the secret or the notes); no archive view. */
export const keyholderListQuerySchema = keyholderListSpec.query.omit({ archived: true });
export type KeyholderListQuery = z.infer<typeof keyholderListQuerySchema>;

/** What a reveal is for; written in the access row. */
export const {
  values: keyholderRevealPurposes,
  schema: keyholderRevealPurposeSchema,
  labels: keyholderRevealPurposeLabels,
} = choicesOf({ view: 'Mostrata', copy: 'Copiata', edit: 'Aperta in modifica' }, 'Motivo non valido');
export type KeyholderRevealPurpose = z.infer<typeof keyholderRevealPurposeSchema>;

export const keyholderRevealInputSchema = z.object({ purpose: keyholderRevealPurposeSchema.default('view') });
export type KeyholderRevealInput = z.infer<typeof keyholderRevealInputSchema>;
