import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Administration (#20):
 *
 * - `users.last_login_at`: the last successful sign-in (the users list shows it).
 * - `password_resets.purpose`: `reset` (the "password dimenticata" e-mail) or `invite` (the
 *   set-password link of an invitation, longer-lived); both single use, stored as a hash.
 * - `sessions.user_agent`, `sessions.ip`: what the profile's "sessioni attive" lists, taken at sign-in.
 * - `user_avatars`: one small image per user as a data URL, kept apart from `users` so the
 *   per-request session lookup never reads it.
 * - `activity_log` indexes for the audit page's filters, newest first: by user and by entity.
 */
export function administration(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('last_login_at', t.instant).execute();
      await db.schema
        .alterTable('password_resets')
        .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset'))
        .execute();
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
      await db.schema
        .createTable('user_avatars')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('data_url', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_log_user_idx')
        .on('activity_log')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('activity_log_entity_id_idx')
        .on('activity_log')
        .columns(['entity', 'id'])
        .execute();
    },
  };
}
