import { defaultGroups } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/values.ts';
import { findGroupByKey } from '../src/modules/user/group.repository.ts';
import { grantNewDefaults } from '../src/seeds/permission-grants.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function technicianActions(): Promise<string[]> {
  const group = await findGroupByKey(t.app.db, 'technicians');
  return (JSON.parse(group?.rules ?? '[]') as { action: string }[]).map((rule) => rule.action);
}

/** An installation seeded before manage_keyholders existed: the rule and its grant are missing. */
async function asBeforeTheRelease(): Promise<void> {
  const rules = defaultGroups.technicians.rules.filter((rule) => rule.action !== 'manage_keyholders');
  await t.app.db
    .updateTable('user_groups')
    .set({ rules: JSON.stringify(rules) })
    .where('key', '=', 'technicians')
    .execute();
  await t.app.db
    .deleteFrom('default_permission_grants')
    .where('group_key', '=', 'technicians')
    .where('permission', '=', 'manage_keyholders')
    .execute();
}

describe('default permissions added by a later release', () => {
  it('a fresh installation records every default rule as given and changes nothing more', async () => {
    expect(await technicianActions()).toContain('manage_keyholders');
    expect(await grantNewDefaults(t.app.db, nowIso())).toEqual([]);
    const grants = await t.app.db.selectFrom('default_permission_grants').selectAll().execute();
    expect(grants.filter((g) => g.group_key === 'technicians')).toHaveLength(
      defaultGroups.technicians.rules.length,
    );
  });

  it('reaches a group seeded before it, once, and keeps the other rules', async () => {
    await asBeforeTheRelease();
    expect(await technicianActions()).not.toContain('manage_keyholders');

    expect(await grantNewDefaults(t.app.db, nowIso())).toEqual(['technicians:manage_keyholders']);
    const actions = await technicianActions();
    expect(actions.filter((a) => a === 'manage_keyholders')).toHaveLength(1);
    expect(actions).toEqual(
      expect.arrayContaining(['view_keyholders', 'reveal_keyholders', 'view_projects']),
    );

    expect(await grantNewDefaults(t.app.db, nowIso())).toEqual([]);
    expect((await technicianActions()).filter((a) => a === 'manage_keyholders')).toHaveLength(1);
  });

  it('does not add back a default an administrator removed after it was given', async () => {
    const rules = defaultGroups.technicians.rules.filter((rule) => rule.action !== 'reveal_keyholders');
    await t.app.db
      .updateTable('user_groups')
      .set({ rules: JSON.stringify(rules) })
      .where('key', '=', 'technicians')
      .execute();
    expect(await grantNewDefaults(t.app.db, nowIso())).toEqual([]);
    expect(await technicianActions()).not.toContain('reveal_keyholders');
  });

  it('the signed-in technician holds the granted permission', async () => {
    await asBeforeTheRelease();
    await grantNewDefaults(t.app.db, nowIso());
    await t.createUser({ email: 'grant.tecnico@test.officina.it', password: 'password-tecnico-1' });
    const token = await t.login('grant.tecnico@test.officina.it', 'password-tecnico-1');
    const res = await t.request({ method: 'GET', url: '/api/user/permissions', token });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('manage_keyholders');
  });
});
