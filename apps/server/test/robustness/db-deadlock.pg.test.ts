import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createCrmApp } from '../crm/crm-fixtures.ts';

/**
 * PostgreSQL only (`*.pg.test.ts`: the server project runs these when TEST_DB=postgres): a real
 * deadlock, which SQLite's single writer cannot produce. The victim transaction is retried.
 */
let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

describe('a real deadlock', () => {
  it('PostgreSQL: two transactions locking two rows in opposite orders both commit (the victim is retried)', async () => {
    // A table of its own: the clients' triggers would lock shared rows before the second update.
    await sql`create table deadlock_probe (id integer primary key, v text)`.execute(t.app.db);
    await sql`insert into deadlock_probe (id, v) values (1, ''), (2, '')`.execute(t.app.db);
    let attempts = 0;
    let release: () => void = () => {};
    const bothHoldOneRow = new Promise<void>((resolve) => {
      let holding = 0;
      release = () => {
        holding++;
        if (holding === 2) resolve();
      };
    });
    const lockInOrder = (first: number, second: number, name: string) =>
      t.app.db.transaction().execute(async (trx) => {
        attempts++;
        await sql`update deadlock_probe set v = ${name} where id = ${first}`.execute(trx);
        if (attempts <= 2) {
          release();
          await bothHoldOneRow;
        }
        await sql`update deadlock_probe set v = ${name} where id = ${second}`.execute(trx);
        return name;
      });
    const results = await Promise.all([lockInOrder(1, 2, 'a'), lockInOrder(2, 1, 'b')]);
    expect(results).toEqual(['a', 'b']);
    expect(attempts).toBe(3);
  });
});
