import type { LookupKind } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { dbBool, type Instant } from '../../db/values.ts';
import { touchSettingsVersion } from './settings.repository.ts';

function selectLookups(db: Db, kinds: readonly LookupKind[]) {
  return db
    .selectFrom('lookups')
    .select(['id', 'kind', 'key', 'name', 'color', 'position', 'is_closed', 'is_won', 'is_lost'])
    .where('kind', 'in', kinds)
    .where('archived_at', 'is', null)
    .orderBy('kind')
    .orderBy('position')
    .orderBy('id');
}

export type LookupRow = Awaited<ReturnType<ReturnType<typeof selectLookups>['execute']>>[number];

/** The settings endpoints ask for a few fixed sets of kinds: each set is compiled once. */
const byKinds = new Map<string, (db: Db) => Promise<LookupRow[]>>();

/** Active lookups of the given kinds, in display order, in one indexed query. */
export function listLookups(db: Db, kinds: readonly LookupKind[]): Promise<LookupRow[]> {
  const cacheKey = kinds.join(',');
  let query = byKinds.get(cacheKey);
  if (!query) {
    query = preparedQuery((d: Db) => selectLookups(d, kinds), []);
    byKinds.set(cacheKey, query);
  }
  return query(db);
}

export interface LookupSeedRow {
  kind: LookupKind;
  key: string;
  name: string;
  color: string | null;
  position: number;
  is_closed: boolean;
  is_won: boolean;
  is_lost: boolean;
}

/** Seeds defaults by (kind, key); rows already there (maybe renamed by an admin) are left alone. */
export async function insertLookupsIfMissing(db: Db, rows: LookupSeedRow[], now: Instant): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('lookups')
    .values(
      rows.map((r) => ({
        ...r,
        is_closed: dbBool(r.is_closed),
        is_won: dbBool(r.is_won),
        is_lost: dbBool(r.is_lost),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
  await touchSettingsVersion(db, now);
}

/** Kind of each given lookup id (to check a record's state/category/type belongs to the right kind). */
export function findLookupKinds(db: Db, ids: number[]) {
  return db.selectFrom('lookups').select(['id', 'kind']).where('id', 'in', ids).execute();
}

/** id and name of every lookup of a kind, archived included (imports match names). */
export function listLookupNames(db: Db, kind: LookupKind) {
  return db
    .selectFrom('lookups')
    .select(['id', 'name', 'key', 'archived_at'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Lookups by id with their machine key and raw flags, archived included (stored rows may use them). */
export function findLookupsByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('lookups')
    .select(['id', 'kind', 'key', 'name', 'color', 'is_closed', 'is_won', 'is_lost'])
    .where('id', 'in', ids)
    .execute();
}

/** The first active lookup of a kind in display order (undefined when the kind has none). */
export function findFirstActiveLookup(db: Db, kind: LookupKind) {
  return db
    .selectFrom('lookups')
    .select(['id', 'key'])
    .where('kind', '=', kind)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
