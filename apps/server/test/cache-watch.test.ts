import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { CacheWatch, touchesCached } from '../src/db/cache-watch.ts';
import type { Database } from '../src/db/database.ts';

/** Compiles only: which statements move the watch (db/cache-watch.ts, decision 0016). */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the statements that may change a remembered answer', () => {
  it('any write to users, groups, settings or lookups; an update or delete of sessions', () => {
    const now = '2026-11-27T00:00:00.000Z';
    expect(touchesCached(db.updateTable('users').set({ active: 0 }).where('id', '=', 1).compile())).toBe(
      true,
    );
    expect(touchesCached(db.deleteFrom('user_groups').where('id', '=', 1).compile())).toBe(true);
    expect(touchesCached(db.updateTable('sessions').set({ revoked_at: now }).compile())).toBe(true);
    expect(touchesCached(db.deleteFrom('sessions').where('expires_at', '<', now).compile())).toBe(true);
    expect(
      touchesCached(db.insertInto('settings').values({ key: 'k', value: 'v', updated_at: now }).compile()),
    ).toBe(true);
    expect(touchesCached(sql`update users set active = false`.compile(db))).toBe(true);
    expect(touchesCached(sql`  DELETE FROM "lookups" where id = 3`.compile(db))).toBe(true);
    expect(touchesCached(sql`truncate table sessions`.compile(db))).toBe(true);
  });

  it('not a new session, a read, or another table', () => {
    expect(
      touchesCached(
        db
          .insertInto('sessions')
          .values({ jti: 'j', user_id: 1, created_at: 'x', expires_at: 'y' })
          .compile(),
      ),
    ).toBe(false);
    expect(touchesCached(db.selectFrom('users').selectAll().compile())).toBe(false);
    expect(touchesCached(db.updateTable('clients').set({ business_name: 'x' }).compile())).toBe(false);
    expect(touchesCached(sql`select * from users`.compile(db))).toBe(false);
    expect(touchesCached(sql`update users_archive set x = 1`.compile(db))).toBe(false);
  });
});

describe('CacheWatch', () => {
  it('moves on when another process commits (data_version), or when that cannot be read', () => {
    let version = 1;
    let readable = true;
    const watch = new CacheWatch({
      trusted: true,
      external: () => {
        if (!readable) throw new Error('busy');
        return version;
      },
    });
    const first = watch.generation;
    expect(watch.generation).toBe(first);
    version = 2;
    const second = watch.generation;
    expect(second).toBeGreaterThan(first);
    expect(watch.generation).toBe(second);
    readable = false;
    expect(watch.generation).toBeGreaterThan(second);
  });

  it('forgets everything when trust changes either way', () => {
    const watch = new CacheWatch({ trusted: false });
    const before = watch.generation;
    watch.setTrusted(true);
    expect(watch.trusted).toBe(true);
    expect(watch.generation).toBeGreaterThan(before);
  });
});
