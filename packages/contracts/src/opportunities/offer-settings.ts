import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { codiceSdiIssue, normalizeCodiceSdi } from '../common/italian/codes.ts';
import { codiceFiscaleIssue, normalizeCodiceFiscale } from '../common/italian/codice-fiscale.ts';
import { ibanIssue, normalizeIban, normalizeRea, reaIssue } from '../common/italian/company-registry.ts';
import { normalizeEmail, pecIssue } from '../common/italian/contacts.ts';
import { normalizePartitaIva, partitaIvaIssue } from '../common/italian/partita-iva.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { centsSchema } from '../products/product.schemas.ts';

/**
 * The company's legal data (settings `company_*`): printed in the offer's footer on every page (sede,
 * P.IVA, C.F., REA, capitale sociale), beside the payment terms (IBAN) and under the name (PEC, SDI).
 */
const companyShape = {
  /** Sede legale, one line: `Via Roma 1, 20121 Milano (MI)`. */
  company_address: z.string().nullable(),
  company_vat: z.string().nullable(),
  /** Only when it differs from the P.IVA. */
  company_tax_code: z.string().nullable(),
  /** `MI-1234567`. */
  company_rea: z.string().nullable(),
  company_share_capital_cents: z.number().int().nullable(),
  /** Capitale sociale interamente versato: prints `i.v.` after the amount. */
  company_share_capital_paid: z.boolean(),
  company_pec: z.string().nullable(),
  company_sdi_code: z.string().nullable(),
  /** Italian IBAN, 27 characters without spaces. */
  company_iban: z.string().nullable(),
  /** Default of a new offer's payment terms. */
  offer_payment_terms: z.string().nullable(),
  /** A new offer is valid this many days from its date (null: no default). */
  offer_validity_days: z.number().int().nullable(),
};

/** "Impostazioni offerte" (manage_settings): what the offer PDF prints. */
export const offerSettingsSchema = z.object({
  opportunity_company_name: z.string().nullable(),
  opportunity_header: z.string().nullable(),
  /** `data:image/png|jpeg|svg+xml;base64,…` or null. The PDF embeds PNG and JPEG only. */
  opportunity_logo: z.string().nullable(),
  ...companyShape,
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;
/** The settings keys of the company's data and the offers' defaults. */
export const offerCompanyKeys = Object.keys(companyShape) as (keyof typeof companyShape)[];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Al massimo ${max} caratteri`)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

export const updateOfferSettingsInputSchema = z.object({
  opportunity_company_name: optionalText(200),
  /** Free text printed under the company name (address, P.IVA, contacts); newlines kept. */
  opportunity_header: optionalText(2_000),
  company_address: optionalText(300),
  company_vat: optionalStringSchema(normalizePartitaIva, 11, partitaIvaIssue),
  company_tax_code: optionalStringSchema(normalizeCodiceFiscale, 16, codiceFiscaleIssue),
  company_rea: optionalStringSchema(normalizeRea, 10, reaIssue),
  company_share_capital_cents: centsSchema
    .min(0, 'Il capitale non può essere negativo')
    .nullable()
    .default(null),
  company_share_capital_paid: z.boolean({ error: 'Valore non valido' }).default(false),
  company_pec: optionalStringSchema(normalizeEmail, 254, pecIssue),
  company_sdi_code: optionalStringSchema(normalizeCodiceSdi, 7, codiceSdiIssue),
  company_iban: optionalStringSchema(normalizeIban, 34, ibanIssue),
  offer_payment_terms: optionalText(1_000),
  offer_validity_days: z
    .number({ error: 'Numero di giorni non valido' })
    .int('Giorni: numero intero')
    .min(1, 'Da 1 a 365 giorni')
    .max(365, 'Da 1 a 365 giorni')
    .nullable()
    .default(null),
});
export type UpdateOfferSettingsInput = z.input<typeof updateOfferSettingsInputSchema>;

/** Largest logo accepted (bytes). */
export const offerLogoMaxBytes = 512 * 1024;

export const getOfferSettingsEndpoint = defineEndpoint({
  operationId: 'getOfferSettings',
  method: 'GET',
  path: '/admin/offer-settings',
  summary: 'Impostazioni offerte: ragione sociale, intestazione, logo',
  response: offerSettingsSchema,
});

export const updateOfferSettingsEndpoint = defineEndpoint({
  operationId: 'updateOfferSettings',
  method: 'PUT',
  path: '/admin/offer-settings',
  summary: 'Salva ragione sociale e intestazione delle offerte',
  body: updateOfferSettingsInputSchema,
  response: offerSettingsSchema,
});

/** multipart/form-data with one `file`: PNG, JPEG or SVG (sanitised), ≤ 512 KB; type sniffed. */
export const uploadOfferLogoEndpoint = defineEndpoint({
  operationId: 'uploadOfferLogo',
  method: 'POST',
  path: '/admin/offer-settings/logo',
  summary: 'Carica il logo delle offerte (PNG, JPEG o SVG, max 512 KB)',
  response: offerSettingsSchema,
});

export const deleteOfferLogoEndpoint = defineEndpoint({
  operationId: 'deleteOfferLogo',
  method: 'DELETE',
  path: '/admin/offer-settings/logo',
  summary: 'Rimuove il logo delle offerte',
  response: offerSettingsSchema,
});
