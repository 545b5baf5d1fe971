import type { Db } from '../../db/database.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';

/** The demo users' ids (their e-mail at demo.officina.it): who the demo records are added by. */
export async function demoUserIds(db: Db): Promise<number[]> {
  return (await listUserNames(db)).filter((u) => u.email.endsWith('@demo.officina.it')).map((u) => u.id);
}

/** The demo users' ids and the first `limit` clients (id, name) in id order: what demo records hang on. */
export async function demoUsersAndClients(
  db: Db,
  limit: number,
): Promise<{ users: number[]; clients: { id: number; business_name: string }[] }> {
  const users = await demoUserIds(db);
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'business_name'])
    .orderBy('id')
    .limit(limit)
    .execute();
  return { users, clients };
}
