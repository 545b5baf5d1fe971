import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createDb, type DbHandle } from '../src/db/engine.ts';
import { costMark, openSqlite, withStatementCache } from '../src/db/sqlite.ts';
import { OfficinaSqliteDialect, ReadCosts } from '../src/db/sqlite-driver.ts';
import { SqliteReadPool } from '../src/db/sqlite-read-pool.ts';

/**
 * The SQLite driver with reads on worker threads (db/sqlite-driver.ts, db/sqlite-read-pool.ts).
 * It is SQLite's own, so this file opens SQLite files itself and runs the same in both engine runs.
 */
const dirs: string[] = [];
function openTestDb(readWorkers: number): DbHandle {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-read-pool-'));
  dirs.push(dir);
  return createDb({ engine: 'sqlite', file: path.join(dir, 'officina.db'), readWorkers });
}

async function createCounter(db: Kysely<Database>): Promise<void> {
  await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into counter (id, n) values (1, 0)`.execute(db);
}

const COUNTER_SQL = 'select n from counter where id = 1';
const readCounter = async (db: Kysely<Database>) =>
  (await sql<{ n: number }>`select n from counter where id = 1`.execute(db)).rows[0]?.n;

// ~200 ms of SQLite work on this VM: long enough to see whether the event loop waited for it.
const slowRead = sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c
  where x < 3000000) select count(*) as n from c`;

// ~1.3 s here: a loaded machine can keep a quick read waiting a few hundred milliseconds for the
// CPU, so the race "does the quick read come back before the slow ones" needs slow reads far longer.
const longRead = sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c
  where x < 10000000) select count(*) as n from c`;

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite reads on worker threads', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = openTestDb(2);
    await createCounter(handle.db);
    // Both workers started (each starts on a read that finds the others busy).
    await Promise.all([readCounter(handle.db), readCounter(handle.db)]);
  });
  afterAll(async () => handle?.close());

  it('runs a read off the main thread: timers fire while it runs, a short read overtakes it', async () => {
    const { db } = handle;
    let slowDone = false;
    const slow = longRead.execute(db).then((r) => {
      slowDone = true;
      return r.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(slowDone).toBe(false);
    expect(await readCounter(db)).toBe(0);
    expect(slowDone).toBe(false);
    expect(await slow).toBe(10_000_000);
  });

  it('reads what a write outside a transaction has just committed', async () => {
    const { db } = handle;
    for (let i = 1; i <= 30; i++) {
      await sql`update counter set n = ${i} where id = 1`.execute(db);
      expect(await readCounter(db)).toBe(i);
    }
  });

  it('keeps a transaction on the main connection: it sees its own writes, others see the last commit', async () => {
    const { db } = handle;
    // Quick or not, a read from outside goes elsewhere while the transaction holds the main connection.
    for (let i = 0; i < 40; i++) await readCounter(db);
    const before = await readCounter(db);
    let insideRead: number | undefined;
    let outsideRead: number | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`update counter set n = n + 100 where id = 1`.execute(trx);
      insideRead = await readCounter(trx);
      outsideRead = await readCounter(db);
    });
    expect(insideRead).toBe((before ?? 0) + 100);
    expect(outsideRead).toBe(before);
    expect(await readCounter(db)).toBe((before ?? 0) + 100);
  });

  it('runs transactions one at a time: concurrent read-modify-write loses no update', async () => {
    const { db } = handle;
    const before = (await readCounter(db)) ?? 0;
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const n = (await readCounter(trx)) ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 2));
        await sql`update counter set n = ${n + 1} where id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    expect(await readCounter(db)).toBe(before + 10);
  });

  it('rolls back a failed transaction and lets the next one in', async () => {
    const { db } = handle;
    const before = await readCounter(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update counter set n = -1 where id = 1`.execute(trx);
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect(await readCounter(db)).toBe(before);
    await db.transaction().execute(async (trx) => sql`update counter set n = n where id = 1`.execute(trx));
  });

  it('runs a WITH … INSERT and PRAGMAs on the main connection', async () => {
    const { db } = handle;
    await sql`with v(id, n) as (select 2, 42) insert into counter (id, n) select id, n from v`.execute(db);
    expect((await sql<{ n: number }>`select n from counter where id = 2`.execute(db)).rows[0]?.n).toBe(42);
    // The main connection has foreign keys on; a read worker's connection does not set it.
    const pragma = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(pragma.rows[0]?.foreign_keys).toBe(1);
  });

  it('reports a worker-side SQL error with its code, and keeps working', async () => {
    const { db } = handle;
    await expect(sql`select nope from counter`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no such column: nope'),
    });
    expect(await readCounter(db)).toBeTypeOf('number');
  });
});

/**
 * Where a read runs: a statement measured quick runs on the main thread; the rest go to a worker.
 * What a statement costs is learned from CPU time, which a loaded machine can inflate: the routing
 * is tested with costs taught directly, the learning on its own below.
 */
describe('a read known to be quick', () => {
  it('runs on the main thread, even with every worker busy', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-read-pool-'));
    dirs.push(dir);
    const file = path.join(dir, 'officina.db');
    const costs = new ReadCosts();
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.001);
    const database = openSqlite(file);
    const db = new Kysely<Database>({
      dialect: new OfficinaSqliteDialect(withStatementCache(database), new SqliteReadPool(file, 2), costs),
    });
    try {
      await createCounter(db);
      let slowDone = 0;
      const slow = [longRead.execute(db), longRead.execute(db)].map((p) => p.then(() => slowDone++));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await readCounter(db)).toBe(0);
      expect(slowDone).toBe(0);
      await Promise.all(slow);
    } finally {
      await db.destroy();
    }
  });
});

describe('what a read statement costs', () => {
  it('is quick only after 8 runs under 0.05 ms of CPU', () => {
    const costs = new ReadCosts();
    for (let i = 0; i < 7; i++) costs.record(COUNTER_SQL, 0.01);
    expect(costs.isQuick(COUNTER_SQL)).toBe(false);
    costs.record(COUNTER_SQL, 0.01);
    expect(costs.isQuick(COUNTER_SQL)).toBe(true);
    expect(costs.isQuick('select 2')).toBe(false);
  });

  it('is slow again after one slow run, until that run has decayed (20 % a run)', () => {
    const costs = new ReadCosts();
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.01);
    costs.record(COUNTER_SQL, 1);
    let runs = 0;
    while (!costs.isQuick(COUNTER_SQL)) {
      costs.record(COUNTER_SQL, 0.01);
      runs++;
    }
    // 1 ms × 0.8^14 ≈ 0.044 ms: the fourteenth quick run brings it back.
    expect(runs).toBe(14);
  });
});

describe('a quick statement timed on the main thread', () => {
  /** Busy for at least `ms` on the clock and on this thread's CPU. */
  function spin(ms: number): void {
    const end = performance.now() + ms;
    while (performance.now() < end) Math.sqrt(Math.random());
  }

  it('stays quick while its runs are quick on the clock', () => {
    const costs = new ReadCosts();
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.01);
    for (let i = 0; i < 100; i++) expect(costs.measureQuick(COUNTER_SQL, () => i)).toBe(i);
    expect(costs.isQuick(COUNTER_SQL)).toBe(true);
  });

  it('is measured in full after a slow run on the clock, and leaves the main thread if slow by both', () => {
    const costs = new ReadCosts();
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.01);
    // One run slow on the clock is not recorded (it may only have been preempted)…
    costs.measureQuick(COUNTER_SQL, () => spin(25));
    expect(costs.isQuick(COUNTER_SQL)).toBe(true);
    // …but the next is measured by CPU and clock: busy for real, it goes back to the workers.
    // (The kernel accounts CPU time in chunks: 25 ms of work reads as at least a few ms.)
    costs.measureQuick(COUNTER_SQL, () => spin(25));
    expect(costs.isQuick(COUNTER_SQL)).toBe(false);
  });

  it('stays quick when the run after a slow one is quick', () => {
    // The full measure of the second run says what a quick run costs (a microsecond): on a busy
    // machine the real one may read a CPU tick or a preemption into a run of nothing (CI, four test
    // files at a time on two cores), and the rule under test is what happens to a quick reading.
    let fullMeasures = 0;
    const costs = new ReadCosts({
      mark: costMark,
      since: () => {
        fullMeasures++;
        return 0.001;
      },
    });
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.01);
    costs.measureQuick(COUNTER_SQL, () => spin(25));
    expect(fullMeasures).toBe(0);
    expect(costs.measureQuick(COUNTER_SQL, () => 1)).toBe(1);
    expect(fullMeasures).toBe(1);
    expect(costs.isQuick(COUNTER_SQL)).toBe(true);
  });

  it('sends a statement back to the workers when the full measure after a slow run says slow', () => {
    const costs = new ReadCosts({ mark: costMark, since: () => 5 });
    for (let i = 0; i < 8; i++) costs.record(COUNTER_SQL, 0.01);
    costs.measureQuick(COUNTER_SQL, () => spin(25));
    expect(costs.isQuick(COUNTER_SQL)).toBe(true);
    costs.measureQuick(COUNTER_SQL, () => 1);
    expect(costs.isQuick(COUNTER_SQL)).toBe(false);
  });
});

describe('SQLite without read workers', () => {
  it('runs reads and writes on the main connection', async () => {
    const handle = openTestDb(0);
    try {
      await createCounter(handle.db);
      let slowDone = false;
      const slow = slowRead.execute(handle.db).then(() => {
        slowDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      // On the main thread the read ran to its end before the timer could fire.
      expect(slowDone).toBe(true);
      await slow;
      await sql`update counter set n = 7 where id = 1`.execute(handle.db);
      expect(await readCounter(handle.db)).toBe(7);
    } finally {
      await handle.close();
    }
  });
});

describe('closing', () => {
  it('closes with a read in flight: the read fails, the close completes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-read-pool-'));
    dirs.push(dir);
    const engine = new URL('../src/db/engine.ts', import.meta.url).href;
    const script = path.join(dir, 'close.mjs');
    fs.writeFileSync(
      script,
      `import { createDb } from ${JSON.stringify(engine)};
      const handle = createDb({ engine: 'sqlite', file: ${JSON.stringify(path.join(dir, 'officina.db'))}, readWorkers: 2 });
      const [row] = await handle.db.selectNoFrom((eb) => eb.val(42).as('n')).execute();
      // A read still running when the database closes fails; the close itself completes.
      const pending = handle.db.selectNoFrom((eb) => eb.val(1).as('n')).execute().catch((e) => e.message);
      await handle.close();
      console.log('chiuso', row.n, await pending);`,
    );
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [script], { timeout: 20_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
    expect(output.trim()).toBe('chiuso 42 SQLite read pool closed');
  });
});

describe('a read worker that dies', () => {
  it('fails the reads it held, and the next read gets a new worker', async () => {
    const pool = new SqliteReadPool(
      path.join(os.tmpdir(), 'unused.db'),
      1,
      new URL('./fixtures/dying-read-worker.ts', import.meta.url),
    );
    try {
      expect((await pool.read('select 1', [])).rows).toEqual([{ one: 1 }]);
      // Both go to the pool's one worker: the pending read fails with the crash, not silently.
      const held = pool.read('select 1', []);
      const crash = pool.read('die', []);
      await expect(crash).rejects.toThrow('SQLite read worker exited with code 3');
      await expect(held).rejects.toThrow('SQLite read worker exited with code 3');
      expect((await pool.read('select 1', [])).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.close();
    }
  });
});
