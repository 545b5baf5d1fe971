import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** "Impostazioni offerte" (manage_settings): what the offer PDF prints at the top. */
export const offerSettingsSchema = z.object({
  opportunity_company_name: z.string().nullable(),
  opportunity_header: z.string().nullable(),
  /** `data:image/png|jpeg|svg+xml;base64,…` or null. The PDF embeds PNG and JPEG only. */
  opportunity_logo: z.string().nullable(),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;

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
});
export type UpdateOfferSettingsInput = z.input<typeof updateOfferSettingsInputSchema>;

/** Largest logo accepted (bytes). */
export const offerLogoMaxBytes = 512 * 1024;

export const getOfferSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/offer-settings',
  summary: 'Impostazioni offerte: ragione sociale, intestazione, logo',
  response: offerSettingsSchema,
});

export const updateOfferSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/offer-settings',
  summary: 'Salva ragione sociale e intestazione delle offerte',
  body: updateOfferSettingsInputSchema,
  response: offerSettingsSchema,
});

/** multipart/form-data with one `file`: PNG, JPEG or SVG (sanitised), ≤ 512 KB; type sniffed. */
export const uploadOfferLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/offer-settings/logo',
  summary: 'Carica il logo delle offerte (PNG, JPEG o SVG, max 512 KB)',
  response: offerSettingsSchema,
});

export const deleteOfferLogoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/offer-settings/logo',
  summary: 'Rimuove il logo delle offerte',
  response: offerSettingsSchema,
});
