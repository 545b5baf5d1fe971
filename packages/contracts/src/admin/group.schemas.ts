import { z } from 'zod';
import {
  type PermissionName,
  type PermissionRule,
  permissionNameSchema,
  permissionNames,
  permissionRuleSchema,
} from '../auth/permissions.ts';
import { instantSchema, refIdSchema, versionSchema } from '../common/id.ts';

/** At most this many groups: the list is answered whole (a company has a handful). */
export const MAX_USER_GROUPS = 100;

export const groupNameSchema = z
  .string({ error: 'Inserisci il nome del gruppo' })
  .trim()
  .min(1, 'Inserisci il nome del gruppo')
  .max(80, 'Il nome del gruppo può avere al massimo 80 caratteri');

/** Named permissions granted to a group; each once (duplicates are dropped). */
export const groupPermissionsSchema = z
  .array(permissionNameSchema, { error: 'Elenco di permessi non valido' })
  .max(permissionNames.length * 2, 'Troppi permessi')
  .transform((names) => [...new Set(names)]);

/**
 * A group as the administration reads it. `rules` is what is stored; `full_access` is the
 * manage/all rule, `permissions` the named permissions granted one by one, `other_rules` every other
 * rule (an action on a subject, an inverted rule): kept as it is by a save, shown read-only.
 */
export const userGroupViewSchema = z.object({
  id: z.number().int(),
  /** Stable key of a seeded group (`admin`, `sales`…), null for a group added here. */
  key: z.string().nullable(),
  name: z.string(),
  rules: z.array(permissionRuleSchema),
  full_access: z.boolean(),
  permissions: z.array(permissionNameSchema),
  other_rules: z.array(permissionRuleSchema),
  users_count: z.number().int(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type UserGroupView = z.infer<typeof userGroupViewSchema>;

/** POST: a name, then either the permissions (and full access) or a group to copy every rule from. */
export const createUserGroupInputSchema = z.object({
  name: groupNameSchema,
  full_access: z.boolean({ error: 'Valore non valido' }).default(false),
  permissions: groupPermissionsSchema.default([]),
  copy_from_id: refIdSchema.nullable().default(null),
});
export type CreateUserGroupInput = z.input<typeof createUserGroupInputSchema>;

/** PUT: the whole group again with the `updated_at` it was read at (409 when stale). */
export const updateUserGroupInputSchema = z.object({
  name: groupNameSchema,
  full_access: z.boolean({ error: 'Valore non valido' }),
  permissions: groupPermissionsSchema,
  updated_at: versionSchema,
});
export type UpdateUserGroupInput = z.input<typeof updateUserGroupInputSchema>;

const namedSet = new Set<string>(permissionNames);

const isFullAccess = (rule: PermissionRule) =>
  rule.action === 'manage' && (rule.subject ?? 'all') === 'all' && !rule.inverted;
const isNamed = (rule: PermissionRule) =>
  namedSet.has(rule.action) && (rule.subject ?? 'all') === 'all' && !rule.inverted;

/** A group's stored rules as the matrix shows them: full access, named permissions, the rest. */
export function splitGroupRules(rules: readonly PermissionRule[]): {
  full_access: boolean;
  permissions: PermissionName[];
  other_rules: PermissionRule[];
} {
  const granted = new Set(rules.filter(isNamed).map((rule) => rule.action));
  return {
    full_access: rules.some(isFullAccess),
    // In the catalogue's order, so two reads of one group compare equal.
    permissions: permissionNames.filter((name) => granted.has(name)),
    other_rules: rules.filter((rule) => !isFullAccess(rule) && !isNamed(rule)),
  };
}

/** The rules a save stores: full access first, the named permissions, then the kept other rules. */
export function composeGroupRules(
  fullAccess: boolean,
  permissions: readonly PermissionName[],
  otherRules: readonly PermissionRule[],
): PermissionRule[] {
  const granted = new Set(permissions);
  return [
    ...(fullAccess ? [{ action: 'manage', subject: 'all' }] : []),
    ...permissionNames.filter((name) => granted.has(name)).map((action) => ({ action, subject: 'all' })),
    ...otherRules,
  ];
}
