import type { Kysely } from 'kysely';
import type { ActivityLogTable } from '../modules/activity/activity.table.ts';
import type { PasswordResetsTable, SessionsTable } from '../modules/auth/auth.table.ts';
import type { ClientsTable } from '../modules/clients/client.table.ts';
import type { PersonsTable } from '../modules/persons/person.table.ts';
import type { LookupsTable, SettingsTable } from '../modules/settings/settings.table.ts';
import type { UserGroupsTable, UsersTable } from '../modules/user/user.table.ts';

/** Every table, as Kysely sees it. Modules add theirs here. */
export interface Database {
  users: UsersTable;
  user_groups: UserGroupsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  lookups: LookupsTable;
  settings: SettingsTable;
  activity_log: ActivityLogTable;
  clients: ClientsTable;
  persons: PersonsTable;
}

export type Engine = 'sqlite' | 'postgres';

/** The database handle repositories take: the app's Kysely instance or a transaction of it. */
export type Db = Kysely<Database>;
