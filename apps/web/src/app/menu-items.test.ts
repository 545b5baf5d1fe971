import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './menu-items.ts';

const items = [{ to: '/dashboard' }, { to: '/crm' }, { to: '/crm/persons' }, { to: '/settings' }];

describe('activeMenuPath', () => {
  it('highlights the longest matching entry only', () => {
    expect(activeMenuPath(items, '/crm/persons')).toBe('/crm/persons');
    expect(activeMenuPath(items, '/crm/persons/12/detail')).toBe('/crm/persons');
    expect(activeMenuPath(items, '/crm/detail/3/persone')).toBe('/crm');
    expect(activeMenuPath(items, '/crm')).toBe('/crm');
  });

  it('does not match on a mere prefix of a segment, and nothing for unknown paths', () => {
    expect(activeMenuPath(items, '/crmx')).toBeUndefined();
    expect(activeMenuPath(items, '/profile')).toBeUndefined();
  });
});
