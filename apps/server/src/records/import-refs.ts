import type { LookupKind } from '@officina/contracts';
import type { Db } from '../db/database.ts';
import { normalizeText } from '../db/search.ts';
import { listLookupNames } from '../modules/settings/lookups.repository.ts';
import { listUserNames } from '../modules/user/user.repository.ts';

/** Lookup ids by normalised name and key ("attivo" → id), for imports that carry names. */
export async function lookupIdsByName(db: Db, kind: LookupKind): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const row of await listLookupNames(db, kind)) {
    // Active rows win over archived ones of the same name.
    for (const key of [normalizeText(row.name), normalizeText(row.key)]) {
      if (!map.has(key) || row.archived_at === null) map.set(key, row.id);
    }
  }
  return map;
}

/** User ids by e-mail, "nome cognome" and "cognome nome" (normalised). */
export async function userIdsByName(db: Db): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const u of await listUserNames(db)) {
    for (const key of [
      u.email.toLowerCase(),
      normalizeText(`${u.name} ${u.surname}`),
      normalizeText(`${u.surname} ${u.name}`),
    ]) {
      if (!map.has(key)) map.set(key, u.id);
    }
  }
  return map;
}

/**
 * Resolves a name column to an id: undefined when the cell is absent, null when blank, or an
 * error message when nothing matches.
 */
export function resolveName(
  value: string | undefined,
  ids: Map<string, number>,
  unknown: (value: string) => string,
): { id?: number | null; error?: string } {
  if (value === undefined) return {};
  const id = ids.get(normalizeText(value)) ?? ids.get(value.trim().toLowerCase());
  return id === undefined ? { error: unknown(value) } : { id };
}
