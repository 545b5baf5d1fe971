import type { OfferSettings, updateOfferSettingsInputSchema } from '@officina/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { getSettings, putSetting } from '../settings/settings.repository.ts';

const KEYS = ['opportunity_company_name', 'opportunity_header', 'opportunity_logo'] as const;
const ENTITY = 'settings';

export async function getOfferSettings(db: Db): Promise<OfferSettings> {
  const values = await getSettings(db, KEYS);
  return {
    opportunity_company_name: values.get('opportunity_company_name') ?? null,
    opportunity_header: values.get('opportunity_header') ?? null,
    opportunity_logo: values.get('opportunity_logo') ?? null,
  };
}

/** Saves name and header through putSetting (bumps the settings version: caches refresh). */
export async function updateOfferSettings(
  db: Db,
  userId: number,
  fields: z.output<typeof updateOfferSettingsInputSchema>,
): Promise<OfferSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getOfferSettings(trx);
    const now = nowIso();
    await putSetting(trx, 'opportunity_company_name', fields.opportunity_company_name, now);
    await putSetting(trx, 'opportunity_header', fields.opportunity_header, now);
    const changes: Record<string, unknown> = {};
    if (before.opportunity_company_name !== fields.opportunity_company_name) {
      changes.opportunity_company_name = [before.opportunity_company_name, fields.opportunity_company_name];
    }
    if (before.opportunity_header !== fields.opportunity_header) {
      changes.opportunity_header = [before.opportunity_header, fields.opportunity_header];
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
