import { describe, expect, it } from 'vitest';
import { can, defineAbilityFor } from './ability.ts';
import { defaultGroups } from './permissions.ts';

describe('defineAbilityFor', () => {
  it('grants a named permission with subject all, checked without a subject', () => {
    const ability = defineAbilityFor([{ action: 'view_opportunities', subject: 'all' }]);
    expect(can(ability, 'view_opportunities')).toBe(true);
    expect(can(ability, 'manage_users')).toBe(false);
  });

  it('lets manage/all grant every action on every subject', () => {
    const ability = defineAbilityFor(defaultGroups.admin.rules);
    expect(can(ability, 'view_opportunities')).toBe(true);
    expect(can(ability, 'update', 'Project')).toBe(true);
  });

  it('scopes an action on a subject to that subject', () => {
    const ability = defineAbilityFor([{ action: 'update', subject: 'Project' }]);
    expect(can(ability, 'update', 'Project')).toBe(true);
    expect(can(ability, 'update', 'Client')).toBe(false);
    expect(can(ability, 'update')).toBe(false);
  });

  it('keeps the Tecnici group away from opportunities', () => {
    const ability = defineAbilityFor(defaultGroups.technicians.rules);
    expect(can(ability, 'view_opportunities')).toBe(false);
    expect(can(ability, 'view_projects')).toBe(true);
  });

  it('honours inverted rules', () => {
    const ability = defineAbilityFor([
      { action: 'manage', subject: 'all' },
      { action: 'manage_users', subject: 'all', inverted: true },
    ]);
    expect(can(ability, 'manage_users')).toBe(false);
    expect(can(ability, 'view_clients')).toBe(true);
  });
});
