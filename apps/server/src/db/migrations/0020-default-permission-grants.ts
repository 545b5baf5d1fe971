import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Which default permission each seeded group (by its stable key) has already been given once.
 * A permission added to a default group in a later release reaches the installations whose group
 * was seeded before it (the grant is new), and only once: one an administrator later removes from
 * the group stays removed (the grant is recorded). Written by seeds/permission-grants.ts at start.
 */
export function defaultPermissionGrants(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('default_permission_grants')
        .addColumn('group_key', 'text', (c) => c.notNull())
        .addColumn('permission', 'text', (c) => c.notNull())
        .addColumn('granted_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('default_permission_grants_pk', ['group_key', 'permission'])
        .execute();
    },
  };
}
