import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { createEventBus } from '../../src/events/bus.ts';
import { consoleLog } from '../../src/log.ts';
import { logActivity } from '../../src/modules/activity/activity.repository.ts';
import { followActivity } from '../../src/modules/notifications/triggers/activity-follower.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts';

/** Upgrading a database with history: the activity written before migration 0024 raises nothing. */
let current: { handle: DbHandle; database: TestDatabase } | undefined;
afterAll(async () => {
  await current?.handle.close();
  await current?.database.drop();
});

describe(`notification triggers after the upgrade (${testEngine})`, () => {
  it('history from before the upgrade raises nothing; what is written after it does', async () => {
    const database = await createTestDatabase();
    const handle = createDb(database.database);
    current = { handle, database };
    const { db, engine } = handle;
    const all = migrationsFor(engine);
    await migrateToLatest(
      db as Kysely<unknown>,
      engine,
      Object.fromEntries(Object.entries(all).filter(([name]) => name < '0024')),
    );
    const now = new Date().toISOString();
    const user = (email: string, name: string) =>
      db
        .insertInto('users')
        .values({
          email,
          password_hash: 'x',
          name,
          surname: 'Test',
          group_id: null,
          active: 1,
          banned: 0,
          theme: 'light',
          created_at: now,
          updated_at: now,
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const actor = await user('capo@test.it', 'Capo');
    const worker = await user('tecnico@test.it', 'Tecnico');
    // The columns of migration 0004 without a default (the table type of today asks for more).
    const todo = (
      await sql<{ id: number }>`insert into todos (title, title_key, search_text, created_at, updated_at)
        values ('Vecchio to-do', 'vecchio to-do', 'vecchio to-do', ${now}, ${now}) returning id`.execute(db)
    ).rows[0] as { id: number };
    const assigned = {
      userId: actor.id,
      entity: 'todo',
      entityId: todo.id,
      action: 'created',
      changes: { title: [null, 'Vecchio to-do'], assignee_ids: [null, String(worker.id)] },
    };
    await logActivity(db, assigned);
    await logActivity(db, { ...assigned, action: 'updated' });

    await migrateToLatest(db as Kysely<unknown>, engine, all);
    const bus = createEventBus({ redisUrl: undefined }, consoleLog);
    const ctx = { db, bus };
    const later = () => new Date(Date.now() + 5_000);
    expect(await followActivity(ctx, later())).toEqual({ rows: 0, raised: 0 });
    const count = async () =>
      (await db.selectFrom('notifications').select('id').where('user_id', '=', worker.id).execute()).length;
    expect(await count()).toBe(0);

    // The same kind of row written after the upgrade is followed.
    await logActivity(db, { ...assigned, action: 'updated' });
    expect(await followActivity(ctx, later())).toEqual({ rows: 1, raised: 1 });
    expect(await count()).toBe(1);
    await bus.close();
  });
});
