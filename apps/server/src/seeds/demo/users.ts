import type { DefaultGroupKey, PermissionName } from '@officina/contracts';
import { nowIso } from '../../db/values.ts';
import { findGroupByKey, insertGroupIfMissing } from '../../modules/user/group.repository.ts';
import { insertUserIfMissing } from '../../modules/user/user.repository.ts';
import type { DemoSeeder } from './types.ts';

/**
 * A demo group beside the default ones: an outside technician who works on the projects and sees
 * their clients' credentials, but not the passwords (no reveal_keyholders). It shows the keyholders'
 * permissions at work, and the browser tests sign in as its user.
 */
export const externalGroup = {
  key: 'demo_external',
  name: 'Tecnici esterni',
  permissions: [
    'view_clients',
    'view_persons',
    'view_projects',
    'manage_todos',
    'manage_timings',
    'view_keyholders',
    'view_schedules',
  ] satisfies PermissionName[],
};

/** The demo users; `dayMinutes` is what each records on a working day, about (a technician most). */
export const demoUsers: {
  email: string;
  name: string;
  surname: string;
  group: DefaultGroupKey | typeof externalGroup.key;
  dayMinutes: number;
}[] = [
  {
    email: 'amministratore@demo.officina.it',
    name: 'Laura',
    surname: 'Ferri',
    group: 'admin',
    dayMinutes: 360,
  },
  {
    email: 'commerciale@demo.officina.it',
    name: 'Marco',
    surname: 'Colombo',
    group: 'sales',
    dayMinutes: 390,
  },
  {
    email: 'tecnico@demo.officina.it',
    name: 'Luca',
    surname: 'Esposito',
    group: 'technicians',
    dayMinutes: 450,
  },
  {
    email: 'amministrazione@demo.officina.it',
    name: 'Giulia',
    surname: 'Romano',
    group: 'accounting',
    dayMinutes: 420,
  },
  {
    email: 'esterno@demo.officina.it',
    name: 'Paolo',
    surname: 'Greco',
    group: externalGroup.key,
    dayMinutes: 300,
  },
];

/** One user per default group and the outside technician; existing ones (by e-mail) are left as they are. */
export const usersSeeder: DemoSeeder = {
  name: 'utenti',
  async run(ctx, { password }) {
    const rules = externalGroup.permissions.map((action) => ({ action, subject: 'all' }));
    await insertGroupIfMissing(
      ctx.db,
      { key: externalGroup.key, name: externalGroup.name, rules: JSON.stringify(rules) },
      nowIso(),
    );
    const passwordHash = await ctx.hasher.hash(password);
    for (const user of demoUsers) {
      const group = await findGroupByKey(ctx.db, user.group);
      await insertUserIfMissing(ctx.db, {
        email: user.email,
        password_hash: passwordHash,
        name: user.name,
        surname: user.surname,
        group_id: group?.id ?? null,
        created_by: null,
        now: nowIso(),
      });
    }
  },
};
