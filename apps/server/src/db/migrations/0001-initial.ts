import type { Kysely } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/** Users, groups, sessions, password resets, lookups, settings and the activity log. */
export function initial(engine: Engine) {
  const t = ddl(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('user_groups'))
        .addColumn('key', 'text', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('surname', 'text', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.references('user_groups.id').onDelete('set null'))
        .addColumn('active', t.bool, t.boolDefault(true))
        .addColumn('banned', t.bool, t.boolDefault(false))
        .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('users_group_id_idx').on('users').column('group_id').execute();
      await db.schema
        .createIndex('users_surname_name_idx')
        .on('users')
        .columns(['surname', 'name'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('expires_at', t.instant, (c) => c.notNull())
        .addColumn('revoked_at', t.instant)
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

      await t
        .id(db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('expires_at', t.instant, (c) => c.notNull())
        .addColumn('used_at', t.instant)
        .execute();
      await db.schema
        .createIndex('password_resets_user_id_idx')
        .on('password_resets')
        .column('user_id')
        .execute();

      await t
        .id(db.schema.createTable('lookups'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_closed', t.bool, t.boolDefault(false))
        .addColumn('is_won', t.bool, t.boolDefault(false))
        .addColumn('is_lost', t.bool, t.boolDefault(false))
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('lookups_kind_key_unique', ['kind', 'key'])
        .execute();
      await db.schema
        .createIndex('lookups_kind_position_idx')
        .on('lookups')
        .columns(['kind', 'position'])
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text')
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('activity_log'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('changes', 'text')
        .execute();
      await db.schema
        .createIndex('activity_log_entity_idx')
        .on('activity_log')
        .columns(['entity', 'entity_id', 'created_at'])
        .execute();
    },
  };
}
