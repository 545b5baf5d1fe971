import type { DefaultGroupKey } from '@officina/contracts';
import { nowIso } from '../../db/values.ts';
import { findGroupByKey } from '../../modules/user/group.repository.ts';
import { insertUserIfMissing } from '../../modules/user/user.repository.ts';
import type { DemoSeeder } from './types.ts';

/** The demo users; `dayMinutes` is what each records on a working day, about (a technician most). */
export const demoUsers: {
  email: string;
  name: string;
  surname: string;
  group: DefaultGroupKey;
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
];

/** One user per default group; existing ones (by e-mail) are left as they are. */
export const usersSeeder: DemoSeeder = {
  name: 'utenti',
  async run(ctx, { password }) {
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
