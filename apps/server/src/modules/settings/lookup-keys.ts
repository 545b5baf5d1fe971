import type { LookupKind } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { findFirstActiveLookup, findLookupsByIds } from './lookups.repository.ts';

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
  const rows = await findLookupsByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, is_closed: toBool(r.is_closed), is_won: toBool(r.is_won), is_lost: toBool(r.is_lost) },
    ]),
  );
}

/** The first active lookup of a kind in display order (the default state of a new record). */
export async function firstLookupId(db: Db, kind: LookupKind): Promise<number | null> {
  return (await findFirstActiveLookup(db, kind))?.id ?? null;
}
