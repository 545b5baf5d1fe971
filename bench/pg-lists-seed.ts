/**
 * The PostgreSQL list bench's rows (bench/pg-lists.ts, bench/pg-lists-explain.ts), seeded in SQL
 * with generate_series so that the triggers of the running counts and search terms fire as for any
 * insert.
 */
import { sql } from 'kysely';
import type { withBenchApp } from './bench-app.ts';
import { benchUsers, insertChunks } from './bench-rows.ts';

export const PG_LISTS_SIZE = {
  clients: 100_000,
  persons: 200_000,
  projects: 20_000,
  todos: 200_000,
  timings: 1_000_000,
  opportunities: 50_000,
  contracts: 20_000,
  products: 5_000,
  documentations: 20_000,
  links: 20_000,
  users: 40,
};
export type PgListsSize = typeof PG_LISTS_SIZE;
type Size = PgListsSize;

/** Seeds the bench's database (exported for EXPLAIN scripts run against the same rows). */
export async function seedPgLists(
  db: Parameters<Parameters<typeof withBenchApp>[2]>[0]['app']['db'],
  adminId: number,
  n: Size,
) {
  const now = new Date().toISOString();
  await insertChunks(db, 'users', benchUsers(n.users, 'pglist', 'Utente', 'x', now) as never);
  const ids = async (kind: string) =>
    (await db.selectFrom('lookups').select('id').where('kind', '=', kind).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const arr = (values: number[]) => `array[${values.join(',')}]`;
  const [
    clientStates,
    personTypes,
    oppStates,
    contractStates,
    projectStates,
    todoStates,
    productCats,
    linkCats,
  ] = await Promise.all(
    [
      'client_states',
      'person_types',
      'opportunity_states',
      'contract_states',
      'project_states',
      'todo_states',
      'product_categories',
      'external_link_categories',
    ].map(ids),
  );
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  const pick = (values: number[] | undefined, g = 'g') =>
    `(${arr(values ?? [])})[1 + ${g} % ${values?.length ?? 1}]`;
  const ts = (g: string, spread: number) =>
    `timestamptz '2026-01-01' - (${g} % ${spread}) * interval '1 minute'`;
  const run = (text: string) => sql.raw(text).execute(db);
  const words = `(array['impianti','elettrici','idraulica','servizi','costruzioni','logistica','meccanica','sistemi'])`;
  await run(`
    insert into clients (business_name, name_key, search_text, vat_number, email, city, city_key, province,
      country, state_id, account_manager_id, created_at, updated_at, created_by)
    select n, lower(n), lower(n || ' ' || lpad(g::text, 11, '0')), lpad(g::text, 11, '0'), 'info' || g || '@example.it',
      'Milano', 'milano', (array['MI','RM','TO','NA','BO','FI','GE','VE'])[1 + g % 8], 'IT',
      ${pick(clientStates)}, ${pick(users)}, ${ts('g', 500_000)}, ${ts('g', 500_000)}, ${adminId}
    from (select g, ${words}[1 + g % 8] || ' ' || ${words}[1 + (g / 8) % 8] || ' ' || g || ' S.r.l.' as n
          from generate_series(1, ${n.clients}) g) s`);
  const clientMin = (
    await db
      .selectFrom('clients')
      .select((eb) => eb.fn.min('id').as('m'))
      .executeTakeFirstOrThrow()
  ).m as number;
  const client = (g: string) => `${clientMin} + (${g} % ${n.clients})`;
  await run(`
    insert into persons (first_name, last_name, name_key, search_text, type_id, client_id, email, created_at, updated_at, created_by)
    select f, l, lower(l || ' ' || f), lower(f || ' ' || l), ${pick(personTypes)}, ${client('g')},
      'p' || g || '@example.it', ${ts('g', 500_000)}, ${ts('g', 500_000)}, ${adminId}
    from (select g, (array['Mario','Luca','Anna','Giulia','Paolo','Sara'])[1 + g % 6] as f,
          (array['Rossi','Bianchi','Verdi','Russo','Ferrari','Esposito','Romano'])[1 + g % 7] || g as l
          from generate_series(1, ${n.persons}) g) s`);
  await run(`
    insert into projects (code, name, name_key, search_text, client_id, state_id, manager_id, created_at, updated_at, created_by)
    select 'P' || g, 'Progetto ' || g, 'progetto ' || g, 'p' || g || ' progetto ' || g, ${client('g * 5')},
      ${pick(projectStates)}, ${pick(users)}, ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}
    from generate_series(1, ${n.projects}) g`);
  const projectMin = (
    await db
      .selectFrom('projects')
      .select((eb) => eb.fn.min('id').as('m'))
      .executeTakeFirstOrThrow()
  ).m as number;
  const project = (g: string) => `${projectMin} + (${g} % ${n.projects})`;
  await run(`
    insert into todos (title, title_key, search_text, project_id, client_id, state_id, due_at, created_at, updated_at, created_by)
    select 'Attività ' || g, 'attivita ' || g, 'attivita ' || g, ${project('g')}, ${client(`(g % ${n.projects}) * 5`)},
      ${pick(todoStates)}, ${ts('g', 200_000)}, ${ts('g', 200_000)}, ${ts('g', 200_000)}, ${adminId}
    from generate_series(1, ${n.todos}) g`);
  await run(`
    insert into todo_assignees (todo_id, user_id)
    select id, ${pick(users, 'id')} from todos`);
  await run(`
    insert into timings (user_id, project_id, client_id, started_at, ended_at, minutes, billable, created_at, updated_at, created_by)
    select ${pick(users)}, ${project('g / 3')}, ${client(`((g / 3) % ${n.projects}) * 5`)},
      timestamptz '2026-01-01' - (g % 700000) * interval '1 minute' - interval '30 minutes',
      timestamptz '2026-01-01' - (g % 700000) * interval '1 minute', 30, true, ${ts('g', 700_000)}, ${ts('g', 700_000)}, ${adminId}
    from generate_series(1, ${n.timings}) g`);
  await run(`
    insert into opportunities (number, year, seq, title, search_text, client_id, owner_id, state_id, probability,
      imponibile_cents, iva_cents, total_cents, created_at, updated_at, created_by)
    select 'OPP-' || g, 2026, g, 'Offerta ' || g, 'opp-' || g || ' offerta ' || g, ${client('g * 2')}, ${pick(users)},
      ${pick(oppStates)}, g % 100, g * 100, g * 22, g * 122, ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}
    from generate_series(1, ${n.opportunities}) g`);
  await run(`
    insert into contracts (number, title, search_text, client_id, state_id, start_on, amount_cents, billing_period,
      created_at, updated_at, created_by)
    select 'C-' || g, 'Contratto ' || g, 'c-' || g || ' contratto ' || g, ${client('g * 5')}, ${pick(contractStates)},
      '2025-01-01', g * 1000, 'monthly', ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}
    from generate_series(1, ${n.contracts}) g`);
  await run(`
    insert into products (code, name, name_key, search_text, category_id, unit, unit_price_cents, vat_rate, recurrence,
      created_at, updated_at, created_by)
    select 'PR' || g, 'Prodotto ' || g, 'prodotto ' || g, 'pr' || g || ' prodotto ' || g, ${pick(productCats)}, 'pz',
      g * 10, 22, 'none', ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}
    from generate_series(1, ${n.products}) g`);
  await run(`
    insert into documentations (title, title_key, body, search_text, client_id, created_at, updated_at, created_by, updated_by)
    select 'Procedura ' || g, 'procedura ' || g, 'Testo della procedura ' || g, 'procedura ' || g, ${client('g * 5')},
      ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}, ${adminId}
    from generate_series(1, ${n.documentations}) g`);
  await run(`
    insert into external_links (title, title_key, url, search_text, category_id, client_id, created_at, updated_at, created_by)
    select 'Portale ' || g, 'portale ' || g, 'https://example.it/' || g, 'portale ' || g, ${pick(linkCats)}, ${client('g * 5')},
      ${ts('g', 100_000)}, ${ts('g', 100_000)}, ${adminId}
    from generate_series(1, ${n.links}) g`);
  await run('vacuum analyze');
  return {
    client: clientMin + 35,
    project: projectMin + 7,
    clientState: clientStates?.[1],
    oppState: oppStates?.[1],
  };
}
