/**
 * Global search bench (`npm run bench -- search`, or `node bench/search.ts [sqlite|postgres]
 * [documents]`; `BENCH_SEARCH_DOCUMENTS` seeds fewer): 1,000,000 documents in the search index
 * across every kind (bench/search-seed.ts), inserted in bulk straight into `search_documents` with
 * the keys the search module writes; then a common prefix, a longer prefix, a rare word, two words,
 * an accented query and one kind at the page's limit of 50, each measured as the administrator over
 * HTTP (16 connections) and as the same SQL run straight through the driver (the statements the
 * search service sent for that request, captured once) with the same 16 clients waiting.
 */
import path from 'node:path';
import { searchQuerySchema } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { searchKey } from '../apps/server/src/db/search.ts';
import { search } from '../apps/server/src/modules/search/search.service.ts';
import type { BenchEngineName, EngineRun } from './bench-app.ts';
import { formatLoadTable, signedIn, userAbility, withBenchApp } from './bench-app.ts';
import { insertChunks } from './bench-rows.ts';
import type { DriverTarget, RatioBenchFigures } from './driver-ratio.ts';
import {
  driverRatioMarkdown,
  measureAgainstDriver,
  openDriver,
  runRatioBench,
  seedAndAnalyze,
  slowestStatements,
} from './driver-ratio.ts';
import { type BenchSearchDocument, benchSearchDocuments, RARE_WORD } from './search-seed.ts';

export interface SearchBenchEngine extends EngineRun<DriverTarget> {
  documents: number;
}
export type SearchBenchFigures = RatioBenchFigures<SearchBenchEngine>;

/** The row the search module writes for a record (search-index.ts `reindexRecords`: the same keys). */
function rowOf(d: BenchSearchDocument) {
  return {
    kind: d.kind,
    record_id: d.record_id,
    title: d.title,
    subtitle: d.subtitle,
    path: d.path,
    title_key: searchKey(d.title),
    body_key: searchKey(d.subtitle, d.body),
    archived: d.archived ? 1 : 0,
    updated_at: d.updated_at,
  };
}

/**
 * The documents inserted in chunks. A bulk load builds the full-text index once at the end, as
 * a restore would: PostgreSQL's secondary indexes (GIN included) dropped and created again from
 * their own definitions; SQLite's insert trigger set aside and the FTS5 table rebuilt from its
 * content table.
 */
async function seed(engine: BenchEngineName, db: Db, count: number): Promise<number> {
  const restore: string[] = [];
  if (engine === 'postgres') {
    const indexes = await sql<{ name: string; def: string }>`
      select indexname as name, indexdef as def from pg_indexes
       where tablename = 'search_documents' and indexname not like '%_pkey'`.execute(db);
    for (const i of indexes.rows) {
      await sql.raw(`drop index ${i.name}`).execute(db);
      restore.push(i.def);
    }
  } else {
    const trigger = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'trigger' and name = 'search_fts_ai'`.execute(db);
    if (trigger.rows[0]) {
      await sql`drop trigger search_fts_ai`.execute(db);
      restore.push("insert into search_fts (search_fts) values ('rebuild')", trigger.rows[0].sql);
    }
  }
  let written = 0;
  for (const batch of benchSearchDocuments(count, 50_000)) {
    const rows = batch.map(rowOf);
    await insertChunks(db, 'search_documents', rows);
    written += rows.length;
  }
  for (const statement of restore) await sql.raw(statement).execute(db);
  return written;
}

function benchEngine(
  engine: BenchEngineName,
  seconds: number,
  documents: number,
): Promise<SearchBenchEngine> {
  return withBenchApp(engine, 'search', async ({ app, adminId }) => {
    const { seeded, seedSeconds } = await seedAndAnalyze(engine, app.db, () =>
      seed(engine, app.db, documents),
    );
    console.info(`${engine}: ${seeded} documents seeded in ${seedSeconds.toFixed(1)} s`);
    const actor = { userId: adminId, ability: await userAbility(app.db, adminId) };
    const driver = await openDriver(engine, app.db, (logged, query) =>
      search(logged, actor, searchQuerySchema.parse(query)),
    );
    try {
      const { url, headers } = await signedIn(app);
      const targets = [
        { name: 'common prefix "ro"', q: 'ro' },
        { name: 'prefix "ross"', q: 'ross' },
        { name: `rare word "${RARE_WORD.toLowerCase()}"`, q: RARE_WORD.toLowerCase() },
        { name: 'two words "backup server"', q: 'backup server' },
        { name: 'accented "citta"', q: 'citta' },
        { name: 'persons "rossi", limit 50', q: 'rossi', kinds: 'person', limit: 50 },
      ].map(({ name, ...query }) => ({
        name,
        path: `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        query,
      }));
      for (const t of targets) {
        const result = await search(app.db, actor, searchQuerySchema.parse(t.query));
        const hits = result.groups.map((g) => `${g.kind} ${g.items.length}${g.more ? '+' : ''}`).join(', ');
        console.info(`${t.name}: ${(await driver.capture(t.query)).length} statements; ${hits}`);
        if (!process.env.BENCH_EXPLAIN) continue;
        for (const s of await slowestStatements(driver, t.query)) {
          console.info(
            `  ${s.medianMs.toFixed(2)} ms  ${JSON.stringify(s.parameters)}\n  ${s.sql}\n  ${s.plan}`,
          );
        }
      }
      const out = await measureAgainstDriver(url, headers, targets, seconds, driver, { concurrent: true });
      return { engine, documents: seeded, seedSeconds, targets: out };
    } finally {
      await driver.destroy();
    }
  });
}

export async function runSearchBench(
  options: { secondsPerTarget?: number; documents?: number; engines?: BenchEngineName[] } = {},
): Promise<SearchBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const documents = options.documents ?? 1_000_000;
  return runRatioBench(options.engines, seconds, (engine) => benchEngine(engine, seconds, documents));
}

export function searchBenchMarkdown(f: SearchBenchFigures): string[] {
  return driverRatioMarkdown(
    f,
    (e) => `${e.documents} documents`,
    'the three candidate reads of every kind searched, sent side by side as the service does',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as BenchEngineName] : undefined;
  const documents = Number(process.argv[3] ?? process.env.BENCH_SEARCH_DOCUMENTS) || undefined;
  const figures = await runSearchBench({ engines, ...(documents ? { documents } : {}) });
  console.info(formatLoadTable('Global search bench', figures, (e) => `${e.documents} documents`));
  console.info(searchBenchMarkdown(figures).join('\n'));
}
