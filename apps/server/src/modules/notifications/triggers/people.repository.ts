import type { Db } from '../../../db/database.ts';

export interface PersonRow {
  id: number;
  name: string;
  surname: string;
  active: boolean | number;
  banned: boolean | number;
  group_rules: string | null;
}

/** Every user with the rules of their group: whom a trigger may tell, and by what name. */
export function listPeople(db: Db): Promise<PersonRow[]> {
  return db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select([
      'users.id',
      'users.name',
      'users.surname',
      'users.active',
      'users.banned',
      'user_groups.rules as group_rules',
    ])
    .orderBy('users.id')
    .execute();
}
