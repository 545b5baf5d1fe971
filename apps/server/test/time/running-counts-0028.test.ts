import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createDb } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { createTestDatabase, testEngine } from '../test-db.ts';
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

/** Per user, the running count of their not-archived to-dos = COUNT(*) = the default view's total. */
async function expectAssignedExact(tokens: { id: number; token: string }[] = []) {
  const { rows } = await sql<{ user_id: number; n: number }>`select a.user_id, count(*) as n
    from todo_assignees a join todos t on t.id = a.todo_id where t.archived_at is null
    group by a.user_id order by a.user_id`.execute(db);
  const counted = rows.map((r) => [Number(r.user_id), Number(r.n)]);
  const kept = (await db.selectFrom('todo_assignee_counts').selectAll().orderBy('user_id').execute())
    .map((r) => [Number(r.user_id), Number(r.n)])
    .filter(([, n]) => n !== 0);
  expect(kept).toEqual(counted);
  for (const { id, token } of [{ id: t.adminId, token: t.admin }, ...tokens]) {
    const total = ok(await t.call('GET', '/api/todos?per_page=1', token)).meta.total;
    expect({ id, total }).toEqual({ id, total: Number(rows.find((r) => Number(r.user_id) === id)?.n ?? 0) });
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

  it("the default to-dos view reads the assignee's running count (a wrong count shows through)", async () => {
    ok(await t.call('POST', '/api/todos', t.admin, { title: 'Mio', assignee_ids: [t.adminId] }));
    const right = ok(await t.call('GET', '/api/todos', t.admin)).meta.total;
    await sql`update todo_assignee_counts set n = n + 1000 where user_id = ${t.adminId}`.execute(db);
    try {
      expect(ok(await t.call('GET', '/api/todos', t.admin)).meta.total).toBe(right + 1000);
      expect(ok(await t.call('GET', '/api/todos?open=true', t.admin)).meta.total).toBeLessThanOrEqual(right);
    } finally {
      await sql`update todo_assignee_counts set n = n - 1000 where user_id = ${t.adminId}`.execute(db);
    }
  });

  it("one assignee's to-dos (the default view): assign, reassign, complete, archive, restore, delete", async () => {
    await expectAssignedExact();
    const tech = await t.user('conteggi.assegnati@test.it', 'technicians');
    const other = await t.user('conteggi.altri@test.it', 'technicians');
    const users = [tech, other];
    const made: { id: number; updated_at: string }[] = [];
    for (const [i, assignees] of [
      [t.adminId],
      [t.adminId, tech.id],
      [tech.id],
      [],
      [other.id, tech.id],
    ].entries()) {
      made.push(
        ok(await t.call('POST', '/api/todos', t.admin, { title: `Assegnato ${i}`, assignee_ids: assignees }))
          .todo,
      );
    }
    await expectAssignedExact(users);
    // Reassign through the API (delete + insert of the assignees).
    const [a, b, c, d, e] = made as { id: number; updated_at: string }[];
    const put = await t.call('PUT', `/api/todos/${d?.id}`, t.admin, {
      title: 'Assegnato 3',
      assignee_ids: [tech.id, other.id],
      updated_at: d?.updated_at,
    });
    expect(put.statusCode, put.body).toBe(200);
    await expectAssignedExact(users);
    // Completion keeps a to-do in the default view.
    ok(await t.call('POST', `/api/todos/${b?.id}/complete`, t.admin, {}));
    await expectAssignedExact(users);
    // An assignee row moved to another user or to-do (one statement each).
    await db
      .updateTable('todo_assignees')
      .set({ user_id: other.id })
      .where('todo_id', '=', c?.id as number)
      .execute();
    await expectAssignedExact(users);
    // Archive several at once, restore one, then an update that archives nothing.
    const ids = made.map((x) => x.id);
    await db.updateTable('todos').set({ archived_at: now() }).where('id', 'in', ids.slice(0, 3)).execute();
    await expectAssignedExact(users);
    // An archived to-do gains and loses an assignee: no count moves.
    await db
      .insertInto('todo_assignees')
      .values({ todo_id: a?.id as number, user_id: other.id })
      .execute();
    await db
      .deleteFrom('todo_assignees')
      .where('todo_id', '=', a?.id as number)
      .where('user_id', '=', t.adminId)
      .execute();
    await expectAssignedExact(users);
    await db
      .updateTable('todos')
      .set({ archived_at: null })
      .where('id', '=', b?.id as number)
      .execute();
    await db.updateTable('todos').set({ updated_at: now() }).where('id', 'in', ids).execute();
    await expectAssignedExact(users);
    // Deletes: through the API, and straight in SQL (the assignees go by the foreign key's cascade),
    // of active and archived to-dos together.
    ok(await t.call('DELETE', `/api/todos/${e?.id}`, t.admin));
    await expectAssignedExact(users);
    await db.deleteFrom('checklist_items').where('todo_id', 'in', ids).execute();
    await db
      .deleteFrom('todos')
      .where('id', 'in', [a?.id, b?.id, c?.id, d?.id] as number[])
      .execute();
    await expectAssignedExact(users);
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

describe(`migration 0028's backfill (${testEngine})`, () => {
  it('counts the rows already stored: archived and active, with and without assignees', async () => {
    const database = await createTestDatabase();
    const handle = createDb(database.database);
    try {
      const { engine } = handle;
      const raw = handle.db as Kysely<unknown>;
      const all = migrationsFor(engine);
      await migrateToLatest(raw, engine, Object.fromEntries(Object.entries(all).filter(([n]) => n < '0028')));
      const at = '2026-11-27T01:00:00.000Z';
      const yes = engine === 'postgres' ? sql`true` : sql`1`;
      const no = engine === 'postgres' ? sql`false` : sql`0`;
      await sql`insert into users (email, password_hash, name, surname, active, banned, theme, created_at, updated_at)
        values ('a@x.it', 'x', 'A', 'A', ${yes}, ${no}, 'light', ${at}, ${at}),
               ('b@x.it', 'x', 'B', 'B', ${yes}, ${no}, 'light', ${at}, ${at})`.execute(raw);
      const [ua, ub] = (await sql<{ id: number }>`select id from users order by email`.execute(raw)).rows.map(
        (r) => Number(r.id),
      );
      await sql`insert into clients (business_name, name_key, search_text, country, created_at, updated_at)
        values ('C', 'c', 'c', 'IT', ${at}, ${at})`.execute(raw);
      const client = Number((await sql<{ id: number }>`select id from clients`.execute(raw)).rows[0]?.id);
      await sql`insert into lookups (kind, key, name, created_at, updated_at)
        values ('contract_states', 'attivo', 'Attivo', ${at}, ${at})`.execute(raw);
      const state = Number((await sql<{ id: number }>`select id from lookups`.execute(raw)).rows[0]?.id);
      for (const [i, archived] of [null, at, null].entries()) {
        await sql`insert into contracts (number, title, search_text, client_id, state_id, start_on, amount_cents,
            billing_period, created_at, updated_at, archived_at)
          values (${`C-${i}`}, 'T', 't', ${client}, ${state}, '2026-01-01', 1, 'mensile', ${at}, ${at}, ${archived})`.execute(
          raw,
        );
        await sql`insert into projects (code, name, name_key, search_text, created_at, updated_at, archived_at)
          values (${`P${i}`}, 'P', 'p', 'p', ${at}, ${at}, ${archived})`.execute(raw);
        await sql`insert into documentations (title, title_key, body, search_text, created_at, updated_at, archived_at)
          values ('D', 'd', 'x', 'd', ${at}, ${at}, ${archived})`.execute(raw);
        await sql`insert into external_links (title, title_key, url, search_text, created_at, updated_at)
          values ('L', 'l', ${`https://x.it/${i}`}, 'l', ${at}, ${at})`.execute(raw);
        await sql`insert into todos (title, title_key, search_text, created_at, updated_at, archived_at)
          values ('T', 't', 't', ${at}, ${at}, ${archived})`.execute(raw);
      }
      const todos = (await sql<{ id: number }>`select id from todos order by id`.execute(raw)).rows.map((r) =>
        Number(r.id),
      );
      // a: all three to-dos (one archived); b: the archived one only.
      for (const todo of todos) {
        await sql`insert into todo_assignees (todo_id, user_id) values (${todo}, ${ua})`.execute(raw);
      }
      await sql`insert into todo_assignees (todo_id, user_id) values (${todos[1]}, ${ub})`.execute(raw);

      await migrateToLatest(raw, engine, all);
      const counts = Object.fromEntries(
        (
          await sql<{ table_name: string; n: number }>`select table_name, n from active_row_counts`.execute(
            raw,
          )
        ).rows.map((r) => [r.table_name, Number(r.n)]),
      );
      expect(counts).toMatchObject({
        contracts: 2,
        projects: 2,
        documentations: 2,
        todos: 2,
        external_links: 3,
      });
      const assigned = (
        await sql<{
          user_id: number;
          n: number;
        }>`select user_id, n from todo_assignee_counts order by user_id`.execute(raw)
      ).rows.map((r) => [Number(r.user_id), Number(r.n)]);
      expect(assigned).toEqual([[ua, 2]]);
      expect(ub).toBeGreaterThan(0);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
