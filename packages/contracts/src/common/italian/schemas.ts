import { z } from 'zod';
import { capIssue, codiceSdiIssue, normalizeCap, normalizeCodiceSdi } from './codes.ts';
import { codiceFiscaleIssue, normalizeCodiceFiscale } from './codice-fiscale.ts';
import {
  emailIssue,
  normalizeEmail,
  normalizePhone,
  normalizeWebsite,
  pecIssue,
  phoneIssue,
  websiteIssue,
} from './contacts.ts';
import { normalizePartitaIva, partitaIvaIssue } from './partita-iva.ts';
import { normalizeProvincia, provinciaIssue } from './provinces.ts';

type Normalize = (value: string) => string;
type Issue = (value: string) => string | undefined;

/**
 * A string normalised by `normalize` and then checked by `issue`, which returns the Italian message.
 * Built with `overwrite` rather than `transform` so the schema stays a plain string for OpenAPI and forms.
 */
export function checkedStringSchema(normalize: Normalize, issue: Issue) {
  return z
    .string()
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const message = issue(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
    });
}

/**
 * An optional form field: missing, null or blank becomes `null`; anything else is normalised, limited to
 * `max` characters and, when `issue` is given, checked.
 */
export function optionalStringSchema(normalize: Normalize, max: number, issue?: Issue) {
  return z
    .string()
    .overwrite(normalize)
    .max(max, `Al massimo ${max} caratteri`)
    .superRefine((value, ctx) => {
      const message = value === '' || issue === undefined ? undefined : issue(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
    })
    .nullable()
    .default(null)
    .overwrite((value) => (value === '' ? null : value));
}

/** Partita IVA: spaces removed, `IT` prefix stripped, 11 digits with the check digit. */
export const partitaIvaSchema = checkedStringSchema(normalizePartitaIva, partitaIvaIssue);
/** Codice fiscale: spaces removed, upper-case; 16-character personal or 11-digit company code. */
export const codiceFiscaleSchema = checkedStringSchema(normalizeCodiceFiscale, codiceFiscaleIssue);
/** CAP: spaces removed, 5 digits. */
export const capSchema = checkedStringSchema(normalizeCap, capIssue);
/** Provincia: the sigla, trimmed and upper-case. */
export const provinciaSchema = checkedStringSchema(normalizeProvincia, provinciaIssue);
/** Codice destinatario SDI: spaces removed, upper-case, 7 letters or digits. */
export const codiceSdiSchema = checkedStringSchema(normalizeCodiceSdi, codiceSdiIssue);
/** E-mail: trimmed and lower-case. */
export const emailSchema = checkedStringSchema(normalizeEmail, emailIssue);
/** PEC: trimmed and lower-case. */
export const pecSchema = checkedStringSchema(normalizeEmail, pecIssue);
/** Phone: trimmed, spaces collapsed; lenient about separators. */
export const phoneSchema = checkedStringSchema(normalizePhone, phoneIssue);
/** Website: http or https; a bare domain gets `https://`. */
export const websiteSchema = checkedStringSchema(normalizeWebsite, websiteIssue);

/** The optional (blank → null) contact fields of the client and person forms, checked as above. */
export const optionalEmailSchema = optionalStringSchema(normalizeEmail, 254, emailIssue);
export const optionalPecSchema = optionalStringSchema(normalizeEmail, 254, pecIssue);
export const optionalPhoneSchema = optionalStringSchema(normalizePhone, 40, phoneIssue);
export const optionalWebsiteSchema = optionalStringSchema(normalizeWebsite, 255, websiteIssue);
export const optionalCodiceSdiSchema = optionalStringSchema(normalizeCodiceSdi, 7, codiceSdiIssue);
