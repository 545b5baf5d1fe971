import {
  type Lookup,
  type LookupKind,
  type OpportunitiesSettings,
  opportunitiesSettingsEndpoint,
  opportunitiesSettingsLookupKinds,
  type PeopleSettings,
  type ProductSettings,
  peopleSettingsEndpoint,
  peopleSettingsLookupKinds,
  productSettingsEndpoint,
  productSettingsLookupKinds,
  type Subuser,
} from '@officina/contracts';
import type { CacheWatch } from '../../db/cache-watch.ts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { listGroups } from '../user/group.repository.ts';
import { toSubuser } from '../user/user.mapper.ts';
import { listActiveUsers } from '../user/user.repository.ts';
import { type LookupRow, listLookups } from './lookups.repository.ts';
import { getSettings } from './settings.repository.ts';
import { versionedAnswer } from './versioned-answer.ts';

/** A stored lookup row as the API shows it (booleans normalised). */
export function toLookup(row: LookupRow): Lookup {
  return {
    id: row.id,
    kind: row.kind as LookupKind,
    key: row.key,
    name: row.name,
    color: row.color,
    position: row.position,
    is_closed: toBool(row.is_closed),
    is_won: toBool(row.is_won),
    is_lost: toBool(row.is_lost),
  };
}

/** Lookups of the given kinds grouped by kind; every kind is present, empty when it has no rows. */
async function lookupsByKind<K extends LookupKind>(
  db: Db,
  kinds: readonly K[],
): Promise<Record<K, Lookup[]>> {
  const grouped = Object.fromEntries(kinds.map((k) => [k, [] as Lookup[]])) as Record<K, Lookup[]>;
  for (const row of await listLookups(db, kinds)) grouped[row.kind as K]?.push(toLookup(row));
  return grouped;
}

/** The active lookups of one kind, in display order. */
export async function getLookups(db: Db, kind: LookupKind): Promise<Lookup[]> {
  return (await lookupsByKind(db, [kind]))[kind];
}

/** Colleagues for pickers, with the signed-in user last (the web takes the last one as "me"). */
export function orderSubusers(users: Subuser[], meId: number): Subuser[] {
  const me = users.filter((u) => u.id === meId);
  return [...users.filter((u) => u.id !== meId), ...me];
}

interface PeopleParts {
  groups: PeopleSettings['user_groups'];
  users: Subuser[];
  lookups: Omit<PeopleSettings, 'user_groups' | 'user_subusers'>;
}

async function loadPeopleParts(db: Db): Promise<PeopleParts> {
  const [groups, users, lookups] = await Promise.all([
    listGroups(db),
    listActiveUsers(db),
    lookupsByKind(db, peopleSettingsLookupKinds),
  ]);
  return { groups, users: users.map(toSubuser), lookups };
}

function peopleSettingsOf(parts: PeopleParts, meId: number): PeopleSettings {
  return { user_groups: parts.groups, user_subusers: orderSubusers(parts.users, meId), ...parts.lookups };
}

/** Users, groups and lookups for the people settings, with each user's answer, of one generation. */
interface KeptPeople {
  generation: number;
  parts: PeopleParts;
  json: Map<number, string>;
}
const keptPeople = new WeakMap<Db, KeptPeople>();
/** Past this many users' answers the map starts over (each is a few KB). */
const MAX_PEOPLE_ANSWERS = 1_000;

/**
 * GET /api/people/settings, serialised and checked against its schema: groups, active colleagues and
 * lookups are read once per generation of the process's watch (db/cache-watch.ts: any write to users,
 * groups or lookups moves it on, on PostgreSQL through every instance's notification; decision 0016)
 * and each user's answer (they differ by where the user stands in the colleagues' list) kept beside
 * them. While the watch is not trusted every call reads the database.
 */
export async function peopleSettingsJson(db: Db, meId: number, watch: CacheWatch): Promise<string> {
  const generation = watch.generation;
  let kept = watch.trusted ? keptPeople.get(db) : undefined;
  if (!kept || kept.generation !== generation) {
    const parts = await loadPeopleParts(db);
    if (!watch.trusted)
      return JSON.stringify(peopleSettingsEndpoint.response.parse(peopleSettingsOf(parts, meId)));
    kept = { generation, parts, json: new Map() };
    keptPeople.set(db, kept);
  }
  let json = kept.json.get(meId);
  if (json === undefined) {
    json = JSON.stringify(peopleSettingsEndpoint.response.parse(peopleSettingsOf(kept.parts, meId)));
    if (kept.json.size >= MAX_PEOPLE_ANSWERS) kept.json.clear();
    kept.json.set(meId, json);
  }
  return json;
}

/** GET /api/officina/settings. */
export async function getProductSettings(db: Db): Promise<ProductSettings> {
  return lookupsByKind(db, productSettingsLookupKinds);
}

/** GET /api/opportunities/settings: lookups plus the offer's logo, header and company name. */
export async function getOpportunitiesSettings(db: Db): Promise<OpportunitiesSettings> {
  const [lookups, settings] = await Promise.all([
    lookupsByKind(db, opportunitiesSettingsLookupKinds),
    getSettings(db, ['opportunity_logo', 'opportunity_company_name', 'opportunity_header']),
  ]);
  return {
    ...lookups,
    opportunity_logo: settings.get('opportunity_logo') ?? null,
    opportunity_company_name: settings.get('opportunity_company_name') ?? null,
    opportunity_header: settings.get('opportunity_header') ?? null,
  };
}

/** Serialised answers of the two calls that depend only on lookups and settings (see versionedAnswer). */
export const productSettingsJson = versionedAnswer(productSettingsEndpoint.response, getProductSettings);
export const opportunitiesSettingsJson = versionedAnswer(
  opportunitiesSettingsEndpoint.response,
  getOpportunitiesSettings,
);
