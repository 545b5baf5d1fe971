import { describe, expect, it } from 'vitest';
import { permissionAreas, permissionLabel } from './permission-catalog.ts';
import { permissionNames } from './permissions.ts';

describe('permission catalogue', () => {
  it('puts every permission name in exactly one area', () => {
    const listed = permissionAreas.flatMap((area) => area.permissions.map((entry) => entry.name));
    for (const name of permissionNames) {
      expect(
        listed.filter((entry) => entry === name),
        name,
      ).toHaveLength(1);
    }
    expect(listed).toHaveLength(permissionNames.length);
  });

  it('gives each permission an Italian label and a description, and each area a unique key', () => {
    const labels = permissionAreas.flatMap((area) => area.permissions.map((entry) => entry.label));
    expect(new Set(labels).size).toBe(labels.length);
    for (const entry of permissionAreas.flatMap((area) => area.permissions)) {
      expect(entry.label.length).toBeGreaterThan(3);
      expect(entry.description.length).toBeGreaterThan(3);
    }
    const keys = permissionAreas.map((area) => area.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(permissionLabel('view_opportunities')).toBe('Vedere le opportunità');
    expect(permissionLabel('something_else')).toBe('something_else');
  });
});
