import { z } from 'zod';
import { italianMessages } from './messages.ts';

const emailFormat = z.email();
const httpUrlFormat = z.httpUrl();

/** Trims and lower-cases, so the same address always matches (import de-duplication works on it). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return emailFormat.safeParse(normalizeEmail(value)).success;
}

/** A PEC is an ordinary e-mail address on a certified provider; its format is all we can check. */
export const isValidPec = isValidEmail;

/** Trims and collapses runs of spaces. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Lenient on purpose: people write `+39 02 1234 5678`, `(02) 123-456`, `0541/123456` or `02.123456`.
 * A leading `+`, then digits, spaces, `-`, `(`, `)`, `/` and `.`, with 6 to 20 digits in all.
 */
export function isValidPhone(value: string): boolean {
  const normalized = normalizePhone(value);
  if (!/^\+?[\d\s()./-]+$/.test(normalized)) return false;
  const digits = normalized.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/**
 * Trims and adds `https://` to a bare domain (`example.it/contatti` → `https://example.it/contatti`).
 * A value that already names a scheme (`ftp://…`, `mailto:…`) is kept as it is, so it fails the check.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed);
  return hasScheme ? trimmed : `https://${trimmed}`;
}

/** True for an http or https URL on a domain name (a bare domain counts; https:// is implied). */
export function isValidWebsite(value: string): boolean {
  return httpUrlFormat.safeParse(normalizeWebsite(value)).success;
}

export function emailIssue(value: string): string | undefined {
  return isValidEmail(value) ? undefined : italianMessages.email;
}
export function pecIssue(value: string): string | undefined {
  return isValidPec(value) ? undefined : italianMessages.pec;
}
export function phoneIssue(value: string): string | undefined {
  return isValidPhone(value) ? undefined : italianMessages.phone;
}
export function websiteIssue(value: string): string | undefined {
  return isValidWebsite(value) ? undefined : italianMessages.website;
}
