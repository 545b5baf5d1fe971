import { defaultGroups, defineAbilityFor } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { allOf, anyOf, grants, publicAccess, signedIn } from '../src/http/access.ts';

const ability = (key: keyof typeof defaultGroups) => defineAbilityFor(defaultGroups[key].rules);

describe('a route’s declared access', () => {
  it('all-of lets through only a holder of every permission named', () => {
    const access = allOf(['view_opportunities', 'manage_opportunities']);
    expect(grants(access, ability('sales'))).toBe(true);
    expect(grants(access, ability('admin'))).toBe(true);
    expect(grants(access, ability('technicians'))).toBe(false);
    expect(grants(allOf(['view_opportunities']), ability('technicians'))).toBe(false);
  });

  it('any-of lets through a holder of one of them', () => {
    const access = anyOf(['view_opportunities', 'view_projects']);
    expect(grants(access, ability('technicians'))).toBe(true);
    expect(grants(anyOf(['manage_users']), ability('sales'))).toBe(false);
  });

  it('signed-in needs a session, public nothing', () => {
    expect(grants(signedIn(), ability('technicians'))).toBe(true);
    expect(grants(signedIn(), null)).toBe(false);
    expect(grants(publicAccess, null)).toBe(true);
    expect(grants(allOf(['view_clients']), null)).toBe(false);
  });
});
