import { randomBytes } from 'node:crypto';
import { defaultGroupKeys, defaultGroups, defaultLookups, lookupKinds } from '@officina/contracts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import type { LookupSeedRow } from '../modules/settings/lookups.repository.ts';
import { insertLookupsIfMissing } from '../modules/settings/lookups.repository.ts';
import { findGroupByKey, insertGroupIfMissing } from '../modules/user/group.repository.ts';
import { countUsers, insertUserIfMissing } from '../modules/user/user.repository.ts';
import type { PasswordHasher } from '../security/password-hasher.ts';
import { grantNewDefaults } from './permission-grants.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@officina.local';

function defaultLookupRows(): LookupSeedRow[] {
  return lookupKinds.flatMap((kind) =>
    defaultLookups[kind].map((seed, index) => ({
      kind,
      key: seed.key,
      name: seed.name,
      color: seed.color ?? null,
      position: index + 1,
      is_closed: seed.is_closed ?? false,
      is_won: seed.is_won ?? false,
      is_lost: seed.is_lost ?? false,
    })),
  );
}

/** What the first start created, so the caller can print a generated password once. */
export interface SeedResult {
  admin?: { email: string; generatedPassword?: string };
}

/**
 * Seeds what every installation needs: the four groups (and, once, any default permission a later
 * release added to them: permission-grants.ts), the Italian lookups (by stable key, so new
 * defaults reach old installations and admin edits survive) and, when there is no user at all, the
 * first administrator. Idempotent and safe when several instances start together.
 */
export async function seedDefaults(db: Db, hasher: PasswordHasher, config: AppConfig): Promise<SeedResult> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const key of defaultGroupKeys) {
      const group = defaultGroups[key];
      await insertGroupIfMissing(trx, { key, name: group.name, rules: JSON.stringify(group.rules) }, now);
    }
    await grantNewDefaults(trx, now);
    await insertLookupsIfMissing(trx, defaultLookupRows(), now);
  });

  if ((await countUsers(db)) > 0) return {};
  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = config.admin.password ? undefined : randomBytes(12).toString('base64url');
  const password = config.admin.password ?? (generatedPassword as string);
  // Hash before touching the database: on SQLite a transaction holds the only connection.
  const passwordHash = await hasher.hash(password);
  const adminGroup = await findGroupByKey(db, 'admin');
  const id = await insertUserIfMissing(db, {
    email,
    password_hash: passwordHash,
    name: 'Amministratore',
    surname: 'Officina',
    group_id: adminGroup?.id ?? null,
    created_by: null,
    now,
  });
  return id === undefined ? {} : { admin: { email, ...(generatedPassword ? { generatedPassword } : {}) } };
}
