import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * PostgreSQL only: every statement that writes `users`, `user_groups`, `settings` or `lookups`, or
 * updates or deletes `sessions`, notifies the channel `officina_cache` when its transaction
 * commits, so every instance forgets the session lookups and settings answers it remembers
 * (db/cache-watch.ts, db/cache-listener.ts, decision 0016). Triggers rather than a NOTIFY sent by
 * the app: a change made by another instance, a migration or an administrator in `psql` is heard
 * too. Statement-level: one notification per statement (and PostgreSQL folds identical
 * notifications of one transaction into one). A new session changes no other session: inserts into
 * `sessions` notify nobody. SQLite needs nothing: the driver sees this process's writes, and
 * another process's commit moves the file's `data_version`.
 */
export function cacheNotify(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await sql`create function officina_cache_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('officina_cache', '');
          return null;
        end $$`.execute(db);
      for (const table of ['users', 'user_groups', 'settings', 'lookups']) {
        await sql`create trigger ${sql.raw(`${table}_cache_changed`)}
          after insert or update or delete on ${sql.table(table)}
          for each statement execute function officina_cache_changed()`.execute(db);
      }
      await sql`create trigger sessions_cache_changed after update or delete on sessions
        for each statement execute function officina_cache_changed()`.execute(db);
      for (const table of ['users', 'user_groups', 'settings', 'lookups', 'sessions']) {
        await sql`create trigger ${sql.raw(`${table}_cache_truncated`)}
          after truncate on ${sql.table(table)}
          for each statement execute function officina_cache_changed()`.execute(db);
      }
    },
  };
}
