import { createHash } from 'node:crypto';
import {
  type Branding,
  type BrandingLogos,
  type BrandingTheme,
  type CompanyDefaults,
  type CompanySettings,
  DEFAULT_VAT_RATE,
  DEFAULT_WEEKLY_HOURS_TARGET,
  type OfferSettings,
  type SettingKey,
  type updateCompanySettingsInputSchema,
  type VatRate,
  vatRates,
} from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { getOfferSettings } from '../offer-settings/offer-settings.service.ts';
import { getSettings, putSetting } from '../settings/settings.repository.ts';

type Input = z.output<typeof updateCompanySettingsInputSchema>;
type TextField = Exclude<keyof Input, 'default_vat_rate' | 'weekly_hours_target'>;

/**
 * Where each text field is stored: the same keys as "Impostazioni offerte" (one value each). The
 * ragione sociale is `opportunity_company_name`, what the offer PDF and the offers' settings read.
 */
const TEXT_KEYS: Record<TextField, SettingKey> = {
  company_name: 'opportunity_company_name',
  company_vat: 'company_vat',
  company_tax_code: 'company_tax_code',
  company_address: 'company_address',
  company_pec: 'company_pec',
  company_sdi_code: 'company_sdi_code',
  company_iban: 'company_iban',
  company_rea: 'company_rea',
};
const TEXT_FIELDS = Object.keys(TEXT_KEYS) as TextField[];
const LOGO_KEYS: Record<BrandingTheme, SettingKey> = {
  light: 'company_logo_light',
  dark: 'company_logo_dark',
};
const ALL_KEYS: SettingKey[] = [
  ...Object.values(TEXT_KEYS),
  ...Object.values(LOGO_KEYS),
  'default_vat_rate',
  'weekly_hours_target',
];
const ENTITY = 'settings';

type Values = Map<string, string | null>;

/** A stored VAT rate, or 22 when unset or no longer one of the rates. */
function vatRateOf(text: string | null | undefined): VatRate {
  const value = Number(text);
  return text && (vatRates as readonly number[]).includes(value) ? (value as VatRate) : DEFAULT_VAT_RATE;
}

/** The stored weekly target in hours, or 40 when unset or out of 1–80. */
function weeklyHoursOf(text: string | null | undefined): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value >= 1 && value <= 80 ? value : DEFAULT_WEEKLY_HOURS_TARGET;
}

/** A data URL's short fingerprint: the logo's address changes when the image does. */
const versionOf = (dataUrl: string) => createHash('sha256').update(dataUrl).digest('hex').slice(0, 16);

function logosOf(values: Values): BrandingLogos {
  const url = (theme: BrandingTheme) => {
    const dataUrl = values.get(LOGO_KEYS[theme]);
    return dataUrl ? `/api/branding/logos/${theme}?v=${versionOf(dataUrl)}` : null;
  };
  return { light: url('light'), dark: url('dark') };
}

function defaultsOf(values: Values): CompanyDefaults {
  return {
    default_vat_rate: vatRateOf(values.get('default_vat_rate')),
    weekly_hours_target: weeklyHoursOf(values.get('weekly_hours_target')),
  };
}

/** GET /admin/company. */
export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const values = await getSettings(db, ALL_KEYS);
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values.get(TEXT_KEYS[field]) || null]));
  return { ...(text as Record<TextField, string | null>), ...defaultsOf(values), logos: logosOf(values) };
}

/** PUT /admin/company: saves what changed through putSetting (bumps the settings version); logs it. */
export async function updateCompanySettings(db: Db, userId: number, input: Input): Promise<CompanySettings> {
  return db.transaction().execute(async (trx) => {
    const values = await getSettings(trx, ALL_KEYS);
    const now = nowIso();
    const changes: Record<string, unknown> = {};
    const save = async (key: SettingKey, before: string | null, after: string | null) => {
      if (before === after) return;
      await putSetting(trx, key, after, now);
      changes[key] = [before, after];
    };
    for (const field of TEXT_FIELDS) {
      const key = TEXT_KEYS[field];
      await save(key, values.get(key) || null, input[field]);
    }
    const defaults = defaultsOf(values);
    await save('default_vat_rate', String(defaults.default_vat_rate), String(input.default_vat_rate));
    await save(
      'weekly_hours_target',
      String(defaults.weekly_hours_target),
      String(input.weekly_hours_target),
    );
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: ENTITY, entityId: 0, action: 'updated', changes });
    }
    return getCompanySettings(trx);
  });
}

/** Stores (or clears) a theme's logo data URL; the activity log records its type, not the image. */
export async function setCompanyLogo(
  db: Db,
  userId: number,
  theme: BrandingTheme,
  dataUrl: string | null,
): Promise<CompanySettings> {
  return db.transaction().execute(async (trx) => {
    const key = LOGO_KEYS[theme];
    const before = (await getSettings(trx, [key])).get(key) ?? null;
    const typeOf = (url: string | null) => (url ? url.slice(0, url.indexOf(';')) : null);
    await putSetting(trx, key, dataUrl, nowIso());
    await logActivity(trx, {
      userId,
      entity: ENTITY,
      entityId: 0,
      action: 'updated',
      changes: { [key]: [typeOf(before), typeOf(dataUrl)] },
    });
    return getCompanySettings(trx);
  });
}

/** GET /branding (public): the ragione sociale and the logos' addresses. */
export async function getBranding(db: Db): Promise<Branding> {
  const values = await getSettings(db, ['opportunity_company_name', ...Object.values(LOGO_KEYS)]);
  return { company_name: values.get('opportunity_company_name') || null, logos: logosOf(values) };
}

export interface LogoImage {
  mime: string;
  data: Buffer;
  version: string;
}

/** A theme's logo as bytes, or null when none is set (or the stored value is not a logo data URL). */
export async function readCompanyLogo(db: Db, theme: BrandingTheme): Promise<LogoImage | null> {
  const dataUrl = (await getSettings(db, [LOGO_KEYS[theme]])).get(LOGO_KEYS[theme]);
  const match = /^data:(image\/(?:png|jpeg|svg\+xml));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl ?? '');
  if (!dataUrl || !match?.[1] || !match[2]) return null;
  return { mime: match[1], data: Buffer.from(match[2], 'base64'), version: versionOf(dataUrl) };
}

/** GET /company/defaults: the default VAT rate and the weekly hours target. */
export async function getCompanyDefaults(db: Db): Promise<CompanyDefaults> {
  return defaultsOf(await getSettings(db, ['default_vat_rate', 'weekly_hours_target']));
}

/** The dashboard's weekly target in minutes (40 h until an admin sets another). */
export async function weeklyTargetMinutes(db: Db): Promise<number> {
  return Math.round((await getCompanyDefaults(db)).weekly_hours_target * 60);
}

/** What the offer PDF prints: the offer settings, with the company's light logo when no offer logo is set. */
export async function offerPdfSettings(db: Db): Promise<OfferSettings> {
  const [settings, values] = await Promise.all([getOfferSettings(db), getSettings(db, [LOGO_KEYS.light])]);
  if (settings.opportunity_logo) return settings;
  return { ...settings, opportunity_logo: values.get(LOGO_KEYS.light) ?? null };
}
