import { type AppAbility, can, defineAbilityFor, type PermissionRule } from '@officina/contracts';
import { useMemo } from 'react';
import { useSessionStore } from './session/session-store.ts';

const cache = new WeakMap<readonly PermissionRule[], AppAbility>();

/** The CASL ability for a list of rules, built once per list. */
export function abilityFor(rules: readonly PermissionRule[]): AppAbility {
  let ability = cache.get(rules);
  if (!ability) {
    ability = defineAbilityFor(rules);
    cache.set(rules, ability);
  }
  return ability;
}

/** The signed-in user's ability, rebuilt when the permission list changes. */
export function useAppAbility(): AppAbility {
  const permissions = useSessionStore((state) => state.permissions);
  return useMemo(() => abilityFor(permissions), [permissions]);
}

/** `can(action, subject = 'all')` against the current session. */
export function useCan(): (action: string, subject?: string) => boolean {
  const ability = useAppAbility();
  return (action, subject = 'all') => can(ability, action, subject);
}

/** Non-React check, e.g. in loaders. */
export function canNow(action: string, subject = 'all'): boolean {
  return can(abilityFor(useSessionStore.getState().permissions), action, subject);
}
