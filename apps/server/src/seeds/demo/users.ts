import type { DefaultGroupKey } from '@officina/contracts';
import { nowIso } from '../../db/values.ts';
import { findGroupByKey } from '../../modules/user/group.repository.ts';
import { insertUserIfMissing } from '../../modules/user/user.repository.ts';
import type { DemoSeeder } from './types.ts';

export const demoUsers: { email: string; name: string; surname: string; group: DefaultGroupKey }[] = [
  { email: 'amministratore@demo.officina.it', name: 'Laura', surname: 'Ferri', group: 'admin' },
  { email: 'commerciale@demo.officina.it', name: 'Marco', surname: 'Colombo', group: 'sales' },
  { email: 'tecnico@demo.officina.it', name: 'Luca', surname: 'Esposito', group: 'technicians' },
  { email: 'amministrazione@demo.officina.it', name: 'Giulia', surname: 'Romano', group: 'accounting' },
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
