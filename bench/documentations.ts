/**
 * Documentation list bench (`npm run bench -- documentations`, or `node bench/documentations.ts
 * [sqlite|postgres] [pages]`): 20,000 pages with Markdown bodies of 1–3 kB, tags and clients (and
 * their search words), then
 * the list's first page, a tag filter, a client filter and two searches over title and body, each
 * measured over HTTP (16 connections) and as the same SQL run straight through the driver
 * (better-sqlite3 / pg, the statements the list engine sent for that request, captured once) with
 * the same 16 clients waiting, so the ratio shows what the stack adds over the database's own work.
 */
import path from 'node:path';
import { documentationListQuerySchema } from '@officina/contracts';
import Database from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db, Database as Schema } from '../apps/server/src/db/database.ts';
import { listPage } from '../apps/server/src/db/list/index.ts';
import { normalizeText, searchText } from '../apps/server/src/db/search.ts';
import { documentationList } from '../apps/server/src/modules/documentations/documentation.list.ts';
import { pageWords } from '../apps/server/src/modules/documentations/documentation.words.ts';
import type { BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { formatLoadTable, LOAD, measureTargets, runOnEngines, signedIn, withBenchApp } from './bench-app.ts';
import { benchClient, insertChunks } from './bench-rows.ts';
import { PG_ADMIN_URL, percentile } from './harness.ts';

export interface DocBenchTarget extends LoadFigures {
  name: string;
  url: string;
  /** p95 of the same statements through the driver, same concurrency (SQLite: one at a time). */
  driverP95Ms: number;
  ratio: number;
}
export interface DocBenchEngine extends EngineRun<DocBenchTarget> {
  pages: number;
}
export type DocBenchFigures = BenchFigures<DocBenchEngine> & { targetRatio: number; meetsRatio: boolean };

const WORDS = (
  'server rete backup firewall stampante utente cartella procedura accesso configurazione cliente ' +
  'sede ufficio posta dominio certificato aggiornamento ripristino licenza magazzino fattura ' +
  'contratto progetto installazione verifica controllo manutenzione telefono centralino'
).split(' ');
const TAGS = [
  'rete',
  'server',
  'backup',
  'sicurezza',
  'software',
  'hardware',
  'procedure',
  'web',
  'email',
  'telefonia',
];

/** A Markdown body of ~1–3 kB from the word list; every 100th page says "tachimetro" (a rare word). */
function body(k: number): string {
  const paragraphs: string[] = [`# Pagina ${k}`];
  const count = 3 + (k % 6);
  for (let p = 0; p < count; p++) {
    const words = Array.from({ length: 40 }, (_, i) => WORDS[(k * 7 + p * 13 + i * 3) % WORDS.length]);
    paragraphs.push(words.join(' '));
  }
  if (k % 100 === 0) paragraphs.push('Controllare il tachimetro del quadro elettrico.');
  return paragraphs.join('\n\n');
}

async function seed(db: Db, pages: number, adminId: number): Promise<number[]> {
  const now = new Date().toISOString();
  const clients = Array.from({ length: 500 }, (_, k) =>
    benchClient(k, 7_000_000, { province: 'MI', state_id: null, account_manager_id: null }),
  ).map((c) => ({
    ...c,
    name_key: normalizeText(c.business_name),
    search_text: searchText([c.business_name, c.vat_number]),
    created_at: now,
    updated_at: now,
    created_by: adminId,
  }));
  await insertChunks(db, 'clients', clients as never);
  const clientIds = (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);
  const rows = [];
  const tagRows = [];
  const wordRows: { documentation_id: number; word: string }[] = [];
  for (let k = 1; k <= pages; k++) {
    const title = `Procedura ${WORDS[k % WORDS.length]} ${k}`;
    const tags = [TAGS[k % TAGS.length] as string, TAGS[(k * 3 + 1) % TAGS.length] as string];
    const text = body(k);
    const at = new Date(Date.parse(now) - k * 60_000).toISOString();
    rows.push({
      title,
      title_key: normalizeText(title),
      body: text,
      search_text: searchText([title, tags.join(' '), text]),
      tags: JSON.stringify([...new Set(tags)]),
      client_id: clientIds[k % clientIds.length] ?? null,
      project_id: null,
      version: 1,
      archived_at: null,
      created_at: at,
      updated_at: at,
      created_by: adminId,
      updated_by: adminId,
    });
    for (const tag of new Set(tags)) tagRows.push({ documentation_id: k, tag });
    for (const word of pageWords({ title, tags, body: text })) wordRows.push({ documentation_id: k, word });
  }
  await insertChunks(db, 'documentations', rows);
  await insertChunks(db, 'documentation_tags', tagRows);
  await insertChunks(db, 'documentation_words', wordRows);
  return clientIds;
}

/** The statements `listPage` sends for `query`, captured through a logging Kysely on the same database. */
async function capture(logged: Kysely<Schema>, seen: CompiledQuery[], query: Record<string, unknown>) {
  seen.length = 0;
  await listPage(logged as Db, documentationList, documentationListQuerySchema.parse(query) as never);
  return [...seen];
}

/**
 * p95 of running `statements` (in order) again and again for `seconds`, as 16 clients would wait
 * for them: on PostgreSQL 16 at a time on a pool of 16; on SQLite (synchronous, one thread) each
 * sample is 16 runs back to back, the wait of the last of 16 requests arriving together.
 */
async function driverP95(
  run: (statement: CompiledQuery) => Promise<unknown>,
  statements: CompiledQuery[],
  seconds: number,
  sqlite: boolean,
): Promise<number> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const batch = sqlite ? LOAD.connections : 1;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) for (const statement of statements) await run(statement);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: sqlite ? 1 : LOAD.connections }, loop));
  return percentile(Float64Array.from(latencies).sort(), 95);
}

function benchEngine(engine: 'sqlite' | 'postgres', seconds: number, pages: number): Promise<DocBenchEngine> {
  return withBenchApp(engine, 'documentations', async ({ app, adminId }) => {
    const db = app.db;
    const started = performance.now();
    const clientIds = await seed(db, pages, adminId);
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    if (engine === 'postgres') await sql`checkpoint`.execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const seen: CompiledQuery[] = [];
    const log = (event: { query: CompiledQuery }) => {
      seen.push(event.query);
    };
    // the same database, opened by its own driver: SQLite's file (read-only), PostgreSQL's database
    const file =
      engine === 'sqlite'
        ? (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db))
            .rows[0]?.file
        : undefined;
    const pgName =
      engine === 'postgres'
        ? (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name
        : undefined;
    const pgUrl = new URL(PG_ADMIN_URL);
    pgUrl.pathname = `/${pgName}`;
    const sqlite = file ? new Database(file, { readonly: true }) : null;
    const pool = pgName ? new pg.Pool({ connectionString: pgUrl.toString(), max: LOAD.connections }) : null;
    const logged = new Kysely<Schema>({
      dialect: sqlite
        ? new SqliteDialect({ database: sqlite })
        : new PostgresDialect({ pool: pool as pg.Pool }),
      log,
    });
    const run = async (statement: CompiledQuery) => {
      const params = statement.parameters as unknown[];
      if (sqlite) return sqlite.prepare(statement.sql).all(...(params as never[]));
      return (pool as pg.Pool).query(statement.sql, params);
    };
    try {
      const { url, headers } = await signedIn(app);
      const client = clientIds[7];
      const targets = [
        {
          name: 'first page (last changed)',
          path: '/api/documentations?per_page=25',
          query: { per_page: 25 },
        },
        {
          name: 'tag filter',
          path: '/api/documentations?tag=backup&per_page=25',
          query: { tag: 'backup', per_page: 25 },
        },
        {
          name: 'client filter',
          path: `/api/documentations?client_id=${client}`,
          query: { client_id: client },
        },
        {
          name: 'search, rare word in body',
          path: '/api/documentations?q=tachimetro',
          query: { q: 'tachimetro' },
        },
        {
          name: 'search, two common words + sort',
          path: '/api/documentations?q=firewall%20ripristino&sort=title',
          query: { q: 'firewall ripristino', sort: 'title' },
        },
      ];
      if (process.env.BENCH_EXPLAIN && sqlite) {
        // the statements of each target and SQLite's plan for them
        for (const t of targets) {
          for (const st of await capture(logged, seen, t.query)) {
            const plan = sqlite.prepare(`explain query plan ${st.sql}`).all(...(st.parameters as never[]));
            console.info(
              t.name,
              '\n',
              st.sql,
              '\n',
              plan.map((r) => (r as { detail: string }).detail).join(' | '),
            );
          }
        }
      }
      const measured = await measureTargets(url, headers, targets, seconds);
      const out: DocBenchTarget[] = [];
      for (const t of measured) {
        const statements = await capture(logged, seen, t.query);
        const driver = await driverP95(run, statements, seconds, sqlite !== null);
        const { path: p, query: _q, ...figures } = t;
        out.push({ ...figures, url: p, driverP95Ms: driver, ratio: t.p95Ms / driver });
      }
      return { engine, pages, seedSeconds, targets: out };
    } finally {
      await logged.destroy();
    }
  });
}

/** The ratio HTTP p95 / driver p95 a list stays under (see docs/PERFORMANCE.md, documentations). */
export const TARGET_RATIO = 3;

export async function runDocumentationsBench(
  options: { secondsPerTarget?: number; pages?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<DocBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const pages = options.pages ?? 20_000;
  const figures = await runOnEngines(options.engines, seconds, (engine) =>
    benchEngine(engine, seconds, pages),
  );
  const meetsRatio = figures.engines.every((e) => e.targets.every((t) => t.ratio <= TARGET_RATIO));
  return { ...figures, targetRatio: TARGET_RATIO, meetsRatio };
}

export function documentationsBenchMarkdown(f: DocBenchFigures): string[] {
  const lines = [
    '| engine | target | req/s | p50 ms | p95 ms | driver p95 ms | ratio | failures |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of f.engines) {
    for (const t of e.targets) {
      lines.push(
        `| ${e.engine} | ${t.name} | ${Math.round(t.requestsPerSecond)} | ${t.p50Ms.toFixed(1)} | ${t.p95Ms.toFixed(1)} | ` +
          `${t.driverP95Ms.toFixed(2)} | ${t.ratio.toFixed(1)}× | ${t.failures} |`,
      );
    }
  }
  lines.push(
    '',
    `${f.engines.map((e) => `${e.pages} pages seeded in ${Math.round(e.seedSeconds)} s (${e.engine})`).join(', ')}; ` +
      `${f.connections} connections over HTTP, ${f.secondsPerTarget} s per target; the driver runs the same ` +
      'statements (page + count) 16 at a time on PostgreSQL (a pool of 16), and on SQLite 16 back to back ' +
      '(one synchronous connection: the wait of the last of 16 requests arriving together). ' +
      `Target p95 < ${f.targetP95Ms} ms: **${f.meetsTarget ? 'met' : 'not met'}**; ` +
      `ratio ≤ ${f.targetRatio}×: **${f.meetsRatio ? 'met' : 'not met'}**.`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  const pages = process.argv[3] ? Number(process.argv[3]) : undefined;
  const figures = await runDocumentationsBench({ engines, ...(pages ? { pages } : {}) });
  console.info(formatLoadTable('Documentation list bench', figures, (e) => `${e.pages} pages`));
  console.info(documentationsBenchMarkdown(figures).join('\n'));
}
