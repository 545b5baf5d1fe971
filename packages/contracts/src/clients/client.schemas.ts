import { z } from 'zod';
import { optionalRefIdSchema, queryRefIdSchema, recordStampsShape, withVersion } from '../common/id.ts';
import { capIssue } from '../common/italian/codes.ts';
import { codiceFiscaleIssue, normalizeCodiceFiscale } from '../common/italian/codice-fiscale.ts';
import { italianMessages } from '../common/italian/messages.ts';
import { partitaIvaIssue } from '../common/italian/partita-iva.ts';
import { provinciaIssue } from '../common/italian/provinces.ts';
import {
  optionalCodiceSdiSchema,
  optionalEmailSchema,
  optionalPecSchema,
  optionalPhoneSchema,
  optionalStringSchema,
  optionalWebsiteSchema,
} from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';

export const clientSchema = z.object({
  id: z.number().int(),
  /** Ragione sociale. */
  business_name: z.string(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  sdi_code: z.string().nullable(),
  pec: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  state_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  account_manager_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  ...recordStampsShape,
});
export type Client = z.infer<typeof clientSchema>;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');
/** Drops the `IT` prefix only from what is plainly an Italian VAT number, so foreign ones stay whole. */
const vatNumber = (value: string) => {
  const compacted = compact(value);
  return /^IT\d{11}$/.test(compacted) ? compacted.slice(2) : compacted;
};
/** A CAP typed with a space (`20 100`) loses it; foreign postcodes (`SW1A 1AA`) keep theirs. */
const postalCode = (value: string) => {
  const tidied = tidy(value).toUpperCase();
  return /^\d{5}$/.test(tidied.replace(/ /g, '')) ? tidied.replace(/ /g, '') : tidied;
};

/**
 * Fields of the client form. Checks that hold in any country run here; the Italian ones (Partita IVA
 * checksum, codice fiscale, CAP, provincia) run in `italianRules`, only for `country: 'IT'`.
 */
const clientInputShape = {
  business_name: z
    .string()
    .trim()
    .min(1, 'Inserisci la ragione sociale')
    .max(200, 'Al massimo 200 caratteri'),
  vat_number: optionalStringSchema(vatNumber, 30),
  tax_code: optionalStringSchema(normalizeCodiceFiscale, 30),
  sdi_code: optionalCodiceSdiSchema,
  pec: optionalPecSchema,
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  website: optionalWebsiteSchema,
  street: optionalStringSchema(tidy, 200),
  postal_code: optionalStringSchema(postalCode, 20),
  city: optionalStringSchema(tidy, 100),
  province: optionalStringSchema((value) => tidy(value).toUpperCase(), 50),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, italianMessages.country)
    .default('IT'),
  state_id: optionalRefIdSchema,
  category_id: optionalRefIdSchema,
  account_manager_id: optionalRefIdSchema,
  notes: optionalStringSchema((value) => value.trim(), 10_000),
};

/** The client fields checked the Italian way only for an Italian address (`country: 'IT'`). */
export const italianClientFields = ['vat_number', 'tax_code', 'postal_code', 'province'] as const;
type ItalianField = (typeof italianClientFields)[number];
const italianChecks: [ItalianField, (value: string) => string | undefined][] = [
  ['vat_number', partitaIvaIssue],
  ['tax_code', codiceFiscaleIssue],
  ['postal_code', capIssue],
  ['province', provinciaIssue],
];

/**
 * Italian checks for an Italian address, each reported on its own field. Runs even when other fields
 * failed (`when`), so the form shows every error at once; skips a field that already has an error.
 */
function italianRules<S extends z.ZodType<{ country: string } & Record<ItalianField, string | null>>>(
  schema: S,
): S {
  return schema.superRefine(
    (client, ctx) => {
      if (client.country !== 'IT') return;
      for (const [field, issue] of italianChecks) {
        const value = client[field];
        if (typeof value !== 'string' || value === '') continue;
        if (ctx.issues.some((existing) => existing.path?.[0] === field)) continue;
        const message = issue(value);
        if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field], input: value });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export const createClientInputSchema = italianRules(z.object(clientInputShape));
export type CreateClientInput = z.infer<typeof createClientInputSchema>;

/** PUT: the whole record again, with the `updated_at` it was read at (stale → 409). */
export const updateClientInputSchema = italianRules(withVersion(clientInputShape));
export type UpdateClientInput = z.infer<typeof updateClientInputSchema>;

export const { sortColumns: clientSortColumns, query: clientListQuerySchema } = recordList({
  sort: ['business_name', 'vat_number', 'city', 'province', 'state_id', 'category_id', 'account_manager_id'],
  defaultSort: 'business_name',
  filters: {
    state_id: queryRefIdSchema,
    category_id: queryRefIdSchema,
    account_manager_id: queryRefIdSchema,
    province: z.string().trim().toUpperCase().max(50).optional(),
    city: z.string().trim().max(100).optional(),
  },
  keyset: true,
});
export type ClientSortColumn = (typeof clientSortColumns)[number];
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
