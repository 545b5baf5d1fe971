import type { PermissionRule, Subuser, User } from '@officina/contracts';
import { permissionRuleSchema } from '@officina/contracts';
import { toBool } from '../../db/values.ts';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  surname: string;
  group_id: number | null;
  group_name: string | null;
  active: boolean | number;
  banned: boolean | number;
  theme: string;
}

/** Rows to the contracts' User DTO, in one place (booleans and themes normalised here). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    group_id: row.group_id,
    group_name: row.group_name,
    theme: row.theme === 'dark' ? 'dark' : 'light',
    active: toBool(row.active),
  };
}

export function toSubuser(row: Pick<UserRow, 'id' | 'name' | 'surname' | 'email'>): Subuser {
  return { id: row.id, name: row.name, surname: row.surname, email: row.email };
}

const rulesSchema = permissionRuleSchema.array();
/** Parsed rules by their JSON text: a pure function on every request, so its results are reused. */
const parsedRules = new Map<string, PermissionRule[]>();

/** A group's stored rules; a corrupt value grants nothing rather than failing the request. */
export function parseRules(json: string | null): PermissionRule[] {
  if (!json) return [];
  const known = parsedRules.get(json);
  if (known) return known;
  let rules: PermissionRule[] = [];
  try {
    const parsed = rulesSchema.safeParse(JSON.parse(json));
    if (parsed.success) rules = parsed.data;
  } catch {
    // corrupt JSON: no rules
  }
  if (parsedRules.size >= 200) parsedRules.clear();
  parsedRules.set(json, rules);
  return rules;
}
