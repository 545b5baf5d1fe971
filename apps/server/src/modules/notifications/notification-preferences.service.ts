import {
  NOTIFICATION_DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import {
  findUserSettings,
  type PreferenceRow,
  preferenceRowsOf,
  upsertEmailDigest,
  upsertPreference,
} from './notification-preferences.repository.ts';

/** Channels of one user and kind: their row when they changed it, else the defaults. */
export type ChannelsOf = (userId: number, kind: NotificationKind) => NotificationChannels;

/** The channels of several users at once (one query), for raising notifications. */
export async function channelsOfUsers(db: Db, userIds: readonly number[]): Promise<ChannelsOf> {
  const rows = userIds.length > 0 ? await preferenceRowsOf(db, userIds) : [];
  const byKey = new Map<string, PreferenceRow>(rows.map((row) => [`${row.user_id}:${row.kind}`, row]));
  return (userId, kind) => {
    const row = byKey.get(`${userId}:${kind}`);
    if (!row) return { ...NOTIFICATION_DEFAULT_CHANNELS };
    return { in_app: toBool(row.in_app), push: toBool(row.push), email: toBool(row.email) };
  };
}

/** GET /notifications/preferences: every kind, in NOTIFICATION_KINDS order, defaults filled in. */
export async function getNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const channelsOf = await channelsOfUsers(db, [userId]);
  const settings = await findUserSettings(db, userId);
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...channelsOf(userId, kind) })),
    email_digest: toBool(settings?.email_digest),
  };
}

/** PUT /notifications/preferences: the kinds given replace theirs; the digest when given. */
export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  await db.transaction().execute(async (trx) => {
    for (const preference of input.preferences ?? []) await upsertPreference(trx, userId, preference);
    if (input.email_digest !== undefined) await upsertEmailDigest(trx, userId, input.email_digest, nowIso());
  });
  return getNotificationPreferences(db, userId);
}
