import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_MARKERS, runCompiled } from '../src/db/prepared.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { testEngine } from './test-db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`compiled-query cache (${testEngine})`, () => {
  it('builds a query once per key and handle, and runs it fresh every time', async () => {
    const db = t.app.db;
    let builds = 0;
    const byKind = (kind: string) =>
      runCompiled(db, `test.lookups ${kind}`, () => {
        builds++;
        return db.selectFrom('lookups').select('key').where('kind', '=', kind).orderBy('position');
      });
    const states = await byKind('client_states');
    expect(states.length).toBeGreaterThan(0);
    expect(await byKind('client_states')).toEqual(states);
    expect(builds).toBe(1);
    const types = await byKind('opportunity_type');
    expect(builds).toBe(2);
    expect(types).not.toEqual(states);

    // The data is read on every run: a row added after the first run shows up under the same key.
    await db
      .updateTable('lookups')
      .set({ key: 'rinominato' })
      .where('kind', '=', 'opportunity_type')
      .where('key', '=', 'renewal')
      .execute();
    expect((await byKind('opportunity_type')).map((r) => r.key)).toContain('rinominato');
    expect(builds).toBe(2);

    // Another handle (a transaction) compiles its own.
    await db.transaction().execute(async (trx) => {
      await runCompiled(trx, 'test.lookups client_states', () => {
        builds++;
        return trx.selectFrom('lookups').select('key').where('kind', '=', 'client_states');
      });
    });
    expect(builds).toBe(3);
  });

  it('puts the values of each call in place of the markers the query was built with', async () => {
    const db = t.app.db;
    let builds = 0;
    const positionsAfter = (kind: string, after: number) =>
      runCompiled(
        db,
        'test.lookups after',
        () => {
          builds++;
          return db
            .selectFrom('lookups')
            .select('position')
            .where('kind', '=', CURSOR_MARKERS.value)
            .where('position', '>', CURSOR_MARKERS.id)
            .orderBy('position');
        },
        [
          [CURSOR_MARKERS.value, kind],
          [CURSOR_MARKERS.id, after],
        ],
      );
    const all = (await positionsAfter('client_states', -1)).map((r) => r.position);
    expect(all.length).toBeGreaterThan(2);
    expect((await positionsAfter('client_states', all[1] as number)).map((r) => r.position)).toEqual(
      all.slice(2),
    );
    expect((await positionsAfter('no_such_kind', -1)).length).toBe(0);
    expect(builds).toBe(1);
  });
});
