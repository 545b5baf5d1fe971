import type { LookupKind } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';

export interface LookupFlags {
  id: number;
  kind: string;
  key: string;
  name: string;
  color: string | null;
  is_closed: boolean;
  is_won: boolean;
  is_lost: boolean;
}

/** Lookups by id with their machine key and flags (archived included: stored rows may use them). */
export async function findLookupFlags(db: Db, ids: number[]): Promise<Map<number, LookupFlags>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lookups')
    .select(['id', 'kind', 'key', 'name', 'color', 'is_closed', 'is_won', 'is_lost'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, is_closed: toBool(r.is_closed), is_won: toBool(r.is_won), is_lost: toBool(r.is_lost) },
    ]),
  );
}

/** The first active lookup of a kind in display order (the default state of a new record). */
export async function firstLookupId(db: Db, kind: LookupKind): Promise<number | null> {
  const row = await db
    .selectFrom('lookups')
    .select('id')
    .where('kind', '=', kind)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The id of the lookup `kind`/`key`, archived or not. */
export async function lookupIdByKey(db: Db, kind: LookupKind, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('lookups')
    .select('id')
    .where(sql<boolean>`kind = ${kind} and key = ${key}`)
    .executeTakeFirst();
  return row?.id ?? null;
}
