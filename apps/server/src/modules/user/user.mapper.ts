import type { PermissionRule, Subuser, User } from '@officina/contracts';
import { permissionRuleSchema, themeSchema } from '@officina/contracts';
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
    theme: themeSchema.catch('light').parse(row.theme),
    active: toBool(row.active),
  };
}

export function toSubuser(row: Pick<UserRow, 'id' | 'name' | 'surname' | 'email'>): Subuser {
  return { id: row.id, name: row.name, surname: row.surname, email: row.email };
}

/** A group's stored rules; a corrupt value grants nothing rather than failing the request. */
export function parseRules(json: string | null): PermissionRule[] {
  if (!json) return [];
  try {
    const parsed = permissionRuleSchema.array().safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
