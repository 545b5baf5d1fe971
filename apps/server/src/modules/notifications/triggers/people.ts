import { can, defineAbilityFor, type PermissionName } from '@officina/contracts';
import type { Db } from '../../../db/database.ts';
import { toBool } from '../../../db/values.ts';
import { parseRules } from '../../user/user.mapper.ts';
import { listPeople } from './people.repository.ts';

export interface Person {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  /** Active and not banned: the only people a trigger tells anything. */
  reachable: boolean;
  can(permission: PermissionName): boolean;
}

/** The users as the triggers see them, read once per run. */
export interface People {
  get(id: number | null | undefined): Person | undefined;
  /** A reachable user allowed `permission` (when given), else undefined. */
  reachable(id: number | null | undefined, permission?: PermissionName): Person | undefined;
  /** The reachable users allowed `permission`. */
  allowed(permission: PermissionName): Person[];
  all(): Person[];
}

export async function loadPeople(db: Db): Promise<People> {
  const people = (await listPeople(db)).map((row): Person => {
    const ability = defineAbilityFor(parseRules(row.group_rules));
    return {
      id: row.id,
      name: row.name,
      surname: row.surname,
      fullName: `${row.name} ${row.surname}`.trim(),
      reachable: toBool(row.active) && !toBool(row.banned),
      can: (permission) => can(ability, permission),
    };
  });
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    get: (id) => (id == null ? undefined : byId.get(id)),
    reachable(id, permission) {
      const person = id == null ? undefined : byId.get(id);
      if (!person?.reachable) return undefined;
      return permission && !person.can(permission) ? undefined : person;
    },
    allowed: (permission) => people.filter((p) => p.reachable && p.can(permission)),
    all: () => people,
  };
}

/** "Mario Rossi" for an author, or null when the row has none (a system change). */
export function actorName(people: People, userId: number | null): string | null {
  return people.get(userId)?.fullName || null;
}
