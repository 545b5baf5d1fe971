import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { updateOfferSettingsInputSchema } from '../opportunities/offer-settings.ts';
import { type VatRate, vatRateSchema } from '../products/product.schemas.ts';

/**
 * "Dati aziendali" (/admin/company, manage_settings). The company's legal data is the same stored
 * value as in "Impostazioni offerte" (settings `company_*`; the ragione sociale is the key
 * `opportunity_company_name`, which the offer PDF prints): both pages edit one value each. The
 * address stays the offer's one line (`Via Roma 1, 20121 Milano (MI)`), printed as is in the PDF.
 */

/** The themes that have their own logo. */
export const brandingThemes = ['light', 'dark'] as const;
export type BrandingTheme = (typeof brandingThemes)[number];
export const brandingThemeParamsSchema = z.object({
  theme: z.enum(brandingThemes, { error: 'Tema non valido: light o dark' }),
});

/** Default of `weekly_hours_target` (the dashboard's time widget) and of `default_vat_rate`. */
export const DEFAULT_WEEKLY_HOURS_TARGET = 40;
export const DEFAULT_VAT_RATE: VatRate = 22;

/** The company's logo per theme: `/api/branding/logos/<theme>?v=<version>`, or null when none is set. */
export const brandingLogosSchema = z.object({ light: z.string().nullable(), dark: z.string().nullable() });
export type BrandingLogos = z.infer<typeof brandingLogosSchema>;

/** What every signed-in user's forms and widgets start from. */
export const companyDefaultsSchema = z.object({
  default_vat_rate: vatRateSchema,
  /** Hours per week, whole minutes (37.5 = 37 h 30 min). */
  weekly_hours_target: z.number(),
});
export type CompanyDefaults = z.infer<typeof companyDefaultsSchema>;

export const companySettingsSchema = z.object({
  /** Ragione sociale (stored as `opportunity_company_name`). */
  company_name: z.string().nullable(),
  company_vat: z.string().nullable(),
  company_tax_code: z.string().nullable(),
  /** Sede legale, one line. */
  company_address: z.string().nullable(),
  company_pec: z.string().nullable(),
  company_sdi_code: z.string().nullable(),
  company_iban: z.string().nullable(),
  company_rea: z.string().nullable(),
  ...companyDefaultsSchema.shape,
  logos: brandingLogosSchema,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

const offer = updateOfferSettingsInputSchema.shape;

/** Whole minutes: 37.5 h is 2250 min; 37.33 h is not a whole number of minutes. */
const wholeMinutes = (hours: number) => Math.abs(hours * 60 - Math.round(hours * 60)) < 1e-6;

/** PUT /admin/company: every field (a missing optional one is cleared); the same checks as the offers'. */
export const updateCompanySettingsInputSchema = z.object({
  company_name: offer.opportunity_company_name,
  company_vat: offer.company_vat,
  company_tax_code: offer.company_tax_code,
  company_address: offer.company_address,
  company_pec: offer.company_pec,
  company_sdi_code: offer.company_sdi_code,
  company_iban: offer.company_iban,
  company_rea: offer.company_rea,
  default_vat_rate: vatRateSchema.default(DEFAULT_VAT_RATE),
  weekly_hours_target: z
    .number({ error: 'Ore settimanali: inserisci un numero' })
    .min(1, 'Ore settimanali: da 1 a 80')
    .max(80, 'Ore settimanali: da 1 a 80')
    .refine(wholeMinutes, 'Ore settimanali: al massimo al minuto (es. 37,5)')
    .default(DEFAULT_WEEKLY_HOURS_TARGET),
});
export type UpdateCompanySettingsInput = z.input<typeof updateCompanySettingsInputSchema>;

/** Public: the login page and the loading overlay show it before anyone signs in. */
export const brandingSchema = z.object({
  company_name: z.string().nullable(),
  logos: brandingLogosSchema,
});
export type Branding = z.infer<typeof brandingSchema>;

export const getCompanySettingsEndpoint = defineEndpoint({
  operationId: 'getCompanySettings',
  method: 'GET',
  path: '/admin/company',
  summary: 'Dati aziendali, loghi e valori predefiniti',
  response: companySettingsSchema,
});

export const updateCompanySettingsEndpoint = defineEndpoint({
  operationId: 'updateCompanySettings',
  method: 'PUT',
  path: '/admin/company',
  summary: 'Salva dati aziendali e valori predefiniti',
  body: updateCompanySettingsInputSchema,
  response: companySettingsSchema,
});

/** multipart/form-data with one `file`: PNG, JPEG or SVG (checked), ≤ 512 KB; type sniffed. */
export const uploadCompanyLogoEndpoint = defineEndpoint({
  operationId: 'uploadCompanyLogo',
  method: 'POST',
  path: '/admin/company/logos/:theme',
  summary: 'Carica il logo aziendale per il tema chiaro o scuro (PNG, JPEG o SVG, max 512 KB)',
  response: companySettingsSchema,
});

export const deleteCompanyLogoEndpoint = defineEndpoint({
  operationId: 'deleteCompanyLogo',
  method: 'DELETE',
  path: '/admin/company/logos/:theme',
  summary: 'Rimuove il logo aziendale di un tema',
  response: companySettingsSchema,
});

export const brandingEndpoint = defineEndpoint({
  operationId: 'branding',
  method: 'GET',
  path: '/branding',
  summary: 'Nome e loghi dell’azienda (pubblico)',
  response: brandingSchema,
});

/** The image itself (PNG, JPEG or SVG), cached for a year: its address changes with it. */
export const brandingLogoEndpoint = defineEndpoint({
  operationId: 'brandingLogo',
  method: 'GET',
  path: '/branding/logos/:theme',
  summary: 'Il logo aziendale di un tema (immagine, pubblico)',
  response: z.string().describe('immagine PNG, JPEG o SVG'),
});

export const companyDefaultsEndpoint = defineEndpoint({
  operationId: 'companyDefaults',
  method: 'GET',
  path: '/company/defaults',
  summary: 'Valori predefiniti dell’azienda: aliquota IVA, ore settimanali',
  response: companyDefaultsSchema,
});
