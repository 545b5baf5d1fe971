import { z } from 'zod';
import { optionalRefIdSchema, queryRefIdSchema, recordStampsShape, withVersion } from '../common/id.ts';
import { optionalEmailSchema, optionalPhoneSchema, optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';

export const personSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  type_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  notes: z.string().nullable(),
  /** Day the privacy consent was given, `YYYY-MM-DD`. */
  privacy_consent_on: z.string().nullable(),
  ...recordStampsShape,
});
export type Person = z.infer<typeof personSchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');
const name = (missing: string) => z.string().trim().min(1, missing).max(100, 'Al massimo 100 caratteri');
const isoDate = z.iso.date();
const dateIssue = (value: string) =>
  isoDate.safeParse(value).success ? undefined : 'Data non valida: usa il formato AAAA-MM-GG';

const personInputShape = {
  first_name: name('Inserisci il nome'),
  last_name: name('Inserisci il cognome'),
  type_id: optionalRefIdSchema,
  client_id: optionalRefIdSchema,
  role: optionalStringSchema(tidy, 100),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  mobile: optionalPhoneSchema,
  notes: optionalStringSchema((value) => value.trim(), 10_000),
  privacy_consent_on: optionalStringSchema((value) => value.trim(), 10, dateIssue),
};

export const createPersonInputSchema = z.object(personInputShape);
export type CreatePersonInput = z.infer<typeof createPersonInputSchema>;

/** PUT: the whole record again, with the `updated_at` it was read at (stale → 409). */
export const updatePersonInputSchema = withVersion(personInputShape);
export type UpdatePersonInput = z.infer<typeof updatePersonInputSchema>;

export const { sortColumns: personSortColumns, query: personListQuerySchema } = recordList({
  sort: ['last_name', 'first_name', 'email', 'type_id', 'client_id'],
  defaultSort: 'last_name',
  filters: {
    type_id: queryRefIdSchema,
    client_id: queryRefIdSchema,
  },
  keyset: true,
});
export type PersonSortColumn = (typeof personSortColumns)[number];
export type PersonListQuery = z.infer<typeof personListQuerySchema>;
