import { can } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { abilityFor, canNow } from './ability.ts';
import { useSessionStore } from './session/session-store.ts';

describe('ability', () => {
  it('checks a named permission with the subject defaulting to all', () => {
    const ability = abilityFor([{ action: 'view_opportunities', subject: 'all' }]);
    expect(can(ability, 'view_opportunities')).toBe(true);
    expect(can(ability, 'view_opportunities', 'all')).toBe(true);
    expect(can(ability, 'manage_settings')).toBe(false);
  });

  it('lets manage/all grant everything', () => {
    const ability = abilityFor([{ action: 'manage', subject: 'all' }]);
    expect(can(ability, 'manage_settings')).toBe(true);
    expect(can(ability, 'update', 'Project')).toBe(true);
  });

  it('builds one ability per rule list', () => {
    const rules = [{ action: 'view_projects', subject: 'all' }];
    expect(abilityFor(rules)).toBe(abilityFor(rules));
  });

  it('checks the current session outside React', () => {
    useSessionStore.getState().setPermissions([{ action: 'view_opportunities', subject: 'all' }]);
    expect(canNow('view_opportunities')).toBe(true);
    expect(canNow('manage_users')).toBe(false);
    useSessionStore.getState().clear();
    expect(canNow('view_opportunities')).toBe(false);
  });
});
