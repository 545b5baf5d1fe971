import type { SettingKey } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** The stored values of the given keys; missing keys are simply absent. */
export async function getSettings(db: Db, keys: readonly SettingKey[]): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function putSetting(db: Db, key: SettingKey, value: string | null, now: Instant): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Sets a value only when the key has none yet (demo data must not overwrite an admin's edits). */
export async function putSettingIfMissing(
  db: Db,
  key: SettingKey,
  value: string,
  now: Instant,
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
