import {
  type OfferSettings,
  offerCompanyKeys,
  type updateOfferSettingsInputSchema,
} from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { getSettings, putSetting } from '../settings/settings.repository.ts';

type Value = OfferSettings[keyof OfferSettings];

/** The editable keys (the logo has its own calls) and how each is kept as text in `settings`. */
const TEXT_KEYS = ['opportunity_company_name', 'opportunity_header', ...offerCompanyKeys] as const;
const KEYS = [...TEXT_KEYS, 'opportunity_logo'] as const;
const NUMBER_KEYS: readonly string[] = ['company_share_capital_cents', 'offer_validity_days'];
const BOOLEAN_KEYS: readonly string[] = ['company_share_capital_paid'];
const ENTITY = 'settings';

function decode(key: string, text: string | null | undefined): Value {
  if (BOOLEAN_KEYS.includes(key)) return text === '1';
  if (text === null || text === undefined || text === '') return null;
  if (!NUMBER_KEYS.includes(key)) return text;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

function encode(value: Value): string | null {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return value === null ? null : String(value);
}

export async function getOfferSettings(db: Db): Promise<OfferSettings> {
  const values = await getSettings(db, KEYS);
  return Object.fromEntries(KEYS.map((key) => [key, decode(key, values.get(key))])) as OfferSettings;
}

/** Saves every field through putSetting (bumps the settings version: caches refresh); logs what changed. */
export async function updateOfferSettings(
  db: Db,
  userId: number,
  fields: z.output<typeof updateOfferSettingsInputSchema>,
): Promise<OfferSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getOfferSettings(trx);
    const now = nowIso();
    const changes: Record<string, unknown> = {};
    for (const key of TEXT_KEYS) {
      if (before[key] === fields[key]) continue;
      await putSetting(trx, key, encode(fields[key]), now);
      changes[key] = [before[key], fields[key]];
    }
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: ENTITY, entityId: 0, action: 'updated', changes });
    }
    return getOfferSettings(trx);
  });
}

/** Stores (or clears) the logo data URL; the activity log records that it changed, not the image. */
export async function setOfferLogo(db: Db, userId: number, dataUrl: string | null): Promise<OfferSettings> {
  return db.transaction().execute(async (trx) => {
    await putSetting(trx, 'opportunity_logo', dataUrl, nowIso());
    await logActivity(trx, {
      userId,
      entity: ENTITY,
      entityId: 0,
      action: 'updated',
      changes: { opportunity_logo: [null, dataUrl ? dataUrl.slice(0, dataUrl.indexOf(';')) : null] },
    });
    return getOfferSettings(trx);
  });
}
