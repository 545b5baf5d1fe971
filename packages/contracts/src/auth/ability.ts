import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { PermissionRule } from './permissions.ts';

export type AppAbility = MongoAbility<[string, string]>;

/**
 * The one permission model, used by the server on every endpoint and by the web app to hide what the
 * server would refuse. `manage` matches every action and `all` every subject (CASL's own rules).
 */
export function defineAbilityFor(rules: readonly PermissionRule[]): AppAbility {
  return createMongoAbility<AppAbility>(
    rules.map((rule) => ({ action: rule.action, subject: rule.subject ?? 'all', inverted: rule.inverted })),
  );
}

/** `can(action, subject = 'all')` (docs/modules/auth-and-users.md). */
export function can(ability: AppAbility, action: string, subject = 'all'): boolean {
  return ability.can(action, subject);
}
