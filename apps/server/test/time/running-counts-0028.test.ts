import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { testEngine } from '../test-db.ts';
import { createTimeApp, ok, type TimeApp } from './time-fixtures.ts';

let t: TimeApp;
let db: Db;
beforeAll(async () => {
  t = await createTimeApp();
  db = t.app.db;
});
afterAll(() => t.close());

/** Each list of migration 0028 and the filter-free URL whose total reads its running count. */
const LISTS = [
  { table: 'contracts', archive: true, url: '/api/contracts' },
  { table: 'projects', archive: true, url: '/api/projects' },
  { table: 'todos', archive: true, url: '/api/todos?assignee=all' },
  { table: 'documentations', archive: true, url: '/api/documentations' },
  { table: 'external_links', archive: false, url: '/api/external-links' },
] as const;

const kept = async (table: string) =>
  Number(
    (
      await db
        .selectFrom('active_row_counts')
        .select('n')
        .where('table_name', '=', table as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Running count = COUNT(*) of the list's rows = the unfiltered list's total, for every table. */
async function expectExact() {
  for (const { table, archive, url } of LISTS) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      ${archive ? sql`where archived_at is null` : sql``}`.execute(db);
    const res = await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}per_page=1`, t.admin);
    const total = ok(res).meta.total;
    expect({ table, kept: await kept(table), total }).toEqual({
      table,
      kept: Number(rows[0]?.n),
      total: Number(rows[0]?.n),
    });
  }
}

/** The unfiltered time entries' total and minutes (rollup + running entries) against the entries. */
async function expectTimingsExact() {
  const page = ok(await t.call('GET', '/api/timings?user_id=all&per_page=1', t.admin));
  const { rows } = await sql<{ n: number; m: number }>`select count(*) as n, coalesce(sum(minutes), 0) as m
    from timings`.execute(db);
  expect({ total: page.meta.total, minutes: page.total_minutes }).toEqual({
    total: Number(rows[0]?.n),
    minutes: Number(rows[0]?.m),
  });
}

const now = () => new Date().toISOString();

describe(`running counts of migration 0028 (${testEngine})`, () => {
  it('follow inserts, archive and restore, completion and deletes; the lists answer them', async () => {
    await expectExact();
    const client = Number(
      (
        await db
          .insertInto('clients')
          .values({
            business_name: 'Conteggi',
            name_key: 'conteggi',
            search_text: 'conteggi',
            country: 'IT',
            created_at: now(),
            updated_at: now(),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const contractState = t.lookups.contract_states ? Object.values(t.lookups.contract_states)[0] : 0;
    const stamps = () => ({ created_at: now(), updated_at: now() });
    // Multi-row inserts: one statement each (PostgreSQL's statement-level triggers).
    const ids: Record<string, number[]> = {};
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      ids[table] = (
        await db
          .insertInto(table as never)
          .values(rows as never)
          .returning('id' as never)
          .execute()
      ).map((r) => Number((r as { id: number }).id));
    };
    const three = [1, 2, 3];
    await insert(
      'contracts',
      three.map((i) => ({
        number: `CNT-${i}`,
        title: `Contratto ${i}`,
        search_text: `contratto ${i}`,
        client_id: client,
        state_id: contractState,
        start_on: '2026-01-01',
        amount_cents: 100,
        billing_period: 'mensile',
        ...stamps(),
      })),
    );
    await insert(
      'projects',
      three.map((i) => ({
        code: `CNT${i}`,
        name: `Progetto ${i}`,
        name_key: `progetto ${i}`,
        search_text: `progetto ${i}`,
        ...stamps(),
      })),
    );
    await insert(
      'documentations',
      three.map((i) => ({
        title: `Pagina ${i}`,
        title_key: `pagina ${i}`,
        body: 'Testo',
        search_text: `pagina ${i}`,
        ...stamps(),
      })),
    );
    await insert(
      'external_links',
      three.map((i) => ({
        title: `Link ${i}`,
        title_key: `link ${i}`,
        url: `https://example.it/${i}`,
        search_text: `link ${i}`,
        ...stamps(),
      })),
    );
    const todos = [];
    for (const i of three) {
      todos.push(
        ok(await t.call('POST', '/api/todos', t.admin, { title: `Conta ${i}`, assignee_ids: [t.adminId] }))
          .todo,
      );
    }
    await expectExact();

    // Archive two of each (one statement), then restore one.
    for (const { table, archive } of LISTS) {
      if (!archive) continue;
      const rows = table === 'todos' ? todos.map((x) => x.id as number) : (ids[table] as number[]);
      await db
        .updateTable(table as never)
        .set({ archived_at: now() } as never)
        .where('id' as never, 'in', rows.slice(0, 2) as never)
        .execute();
      await expectExact();
      await db
        .updateTable(table as never)
        .set({ archived_at: null } as never)
        .where('id' as never, '=', rows[0] as never)
        .execute();
      // An update that does not archive moves nothing.
      await db
        .updateTable(table as never)
        .set({ updated_at: now() } as never)
        .where('id' as never, 'in', rows as never)
        .execute();
      await expectExact();
    }

    // To-dos: completion keeps a to-do in the list (closed ones are listed); DELETE with time
    // entries archives, without deletes; restore brings it back.
    const [a, b, c] = todos as { id: number }[];
    ok(await t.call('POST', `/api/todos/${a?.id}/complete`, t.admin, {}));
    await expectExact();
    ok(
      await t.call('POST', '/api/timings', t.admin, {
        todo_id: a?.id,
        started_at: '2026-03-02T08:00:00Z',
        ended_at: '2026-03-02T09:00:00Z',
      }),
    );
    expect(ok(await t.call('DELETE', `/api/todos/${a?.id}`, t.admin)).result).toBe('archived');
    await expectExact();
    ok(await t.call('POST', `/api/todos/${a?.id}/restore`, t.admin));
    await expectExact();
    ok(await t.call('DELETE', `/api/todos/${c?.id}`, t.admin));
    ok(await t.call('DELETE', `/api/todos/${b?.id}`, t.admin));
    await expectExact();

    // Deletes, archived and active rows alike, in one statement.
    for (const table of ['contracts', 'documentations', 'external_links', 'projects']) {
      await db
        .deleteFrom(table as never)
        .where('id' as never, 'in', ids[table] as never)
        .execute();
    }
    await expectExact();
  });

  it('the unfiltered lists read the running count (a wrong count shows through)', async () => {
    for (const { table, url } of LISTS) {
      const right = await kept(table);
      await sql`update active_row_counts set n = n + 1000 where table_name = ${table}`.execute(db);
      try {
        const total = ok(await t.call('GET', url, t.admin)).meta.total;
        expect({ table, total }).toEqual({ table, total: right + 1000 });
        // A filter or the search counts the rows.
        const searched = ok(
          await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}q=nessunrisultato`, t.admin),
        ).meta.total;
        expect({ table, searched }).toEqual({ table, searched: 0 });
      } finally {
        await sql`update active_row_counts set n = n - 1000 where table_name = ${table}`.execute(db);
      }
    }
  });

  it('time entries for everyone, no filter: total and minutes from the rollup and the running timers', async () => {
    await expectTimingsExact();
    const tech = await t.user('conteggi.tempi@test.it', 'technicians');
    const made = [];
    for (const [i, user] of [t.adminId, tech.id].entries()) {
      made.push(
        ok(
          await t.call('POST', '/api/timings', t.admin, {
            user_id: user,
            started_at: `2026-04-0${i + 1}T08:00:00Z`,
            ended_at: `2026-04-0${i + 1}T09:1${i}:00Z`,
          }),
        ).timing,
      );
    }
    await expectTimingsExact();
    // A running timer is listed (the rollup counts only stopped entries).
    ok(await t.call('POST', '/api/timings/timer/start', tech.token, { description: 'in corso' }));
    await expectTimingsExact();
    ok(await t.call('POST', '/api/timings/timer/stop', tech.token));
    await expectTimingsExact();
    await db
      .updateTable('timings')
      .set({ minutes: 7 })
      .where('id', '=', made[0]?.id as number)
      .execute();
    await expectTimingsExact();
    ok(await t.call('DELETE', `/api/timings/${made[1]?.id}`, t.admin));
    await expectTimingsExact();
    // Filtered pages still count the entries.
    const mine = ok(await t.call('GET', `/api/timings?user_id=${tech.id}`, t.admin));
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from timings where user_id = ${tech.id}`.execute(db);
    expect(mine.meta.total).toBe(Number(rows[0]?.n));
  });
});
