import type { SettingKey } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { Instant } from '../../db/values.ts';

/**
 * Internal row that changes with every write to `settings` or `lookups`. Readers that keep an answer
 * in memory compare it on each request, so an edit made through any instance is seen by all of them.
 */
const VERSION_KEY = 'settings_version';

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
  await touchSettingsVersion(db, now);
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
  await touchSettingsVersion(db, now);
}

const selectVersion = preparedQuery(
  (db: Db) => db.selectFrom('settings').select('value').where('key', '=', VERSION_KEY),
  [],
);

/** The current settings version ('' before the first write). One primary-key lookup. */
export async function readSettingsVersion(db: Db): Promise<string> {
  const [row] = await selectVersion(db);
  return row?.value ?? '';
}

/** Marks settings and lookups as changed; call it in the same transaction as the change. */
export async function touchSettingsVersion(db: Db, now: Instant): Promise<void> {
  const value = `${now}#${crypto.randomUUID()}`;
  await db
    .insertInto('settings')
    .values({ key: VERSION_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
