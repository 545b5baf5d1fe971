import {
  type DefaultGroupKey,
  defaultGroupKeys,
  defaultGroups,
  type PermissionRule,
} from '@officina/contracts';
import type { Db } from '../db/database.ts';
import type { Instant } from '../db/values.ts';
import { findGroupByKey, recordDefaultGrant, setGroupRules } from '../modules/user/group.repository.ts';

const sameRule = (a: PermissionRule, b: PermissionRule) =>
  a.action === b.action && (a.subject ?? 'all') === (b.subject ?? 'all') && !a.inverted === !b.inverted;

function parseRules(text: string): PermissionRule[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as PermissionRule[]) : [];
  } catch {
    return [];
  }
}

/**
 * Gives each seeded group (found by its stable key) every rule of its defaults it has never been
 * given: a permission a later release adds to `defaultGroups` (manage_keyholders for Tecnici, say)
 * reaches installations seeded before it, once. The grant is recorded first, so a rule an
 * administrator removes afterwards is not added back, and two instances starting together add it
 * once (the second one's insert waits for the first and finds the grant). Returns what was added,
 * as `group_key:permission`.
 */
export async function grantNewDefaults(db: Db, now: Instant): Promise<string[]> {
  const added: string[] = [];
  for (const key of defaultGroupKeys) {
    added.push(...(await grantGroupDefaults(db, key, now)));
  }
  return added;
}

async function grantGroupDefaults(db: Db, key: DefaultGroupKey, now: Instant): Promise<string[]> {
  const group = await findGroupByKey(db, key);
  if (!group) return [];
  const rules = parseRules(group.rules);
  const added: string[] = [];
  for (const rule of defaultGroups[key].rules) {
    const name = rule.subject === 'all' ? rule.action : `${rule.action}:${rule.subject}`;
    if (!(await recordDefaultGrant(db, key, name, now))) continue;
    if (rules.some((existing) => sameRule(existing, rule))) continue;
    rules.push(rule);
    added.push(`${key}:${name}`);
  }
  if (added.length > 0) await setGroupRules(db, group.id, JSON.stringify(rules), now);
  return added;
}
