/**
 * Attachments bench (`npm run bench -- attachments`, or `node bench/attachments.ts
 * [sqlite|postgres] [rows]`): 100,000 attachment rows (80% on 2,000 clients, the rest on no record)
 * over 20,000 blobs, then the list's first page, a record's tab, a kind + period filter and two
 * name searches, each measured over HTTP (16 connections) and as the same SQL run straight through
 * the driver (the statements the service sent for that request — page, count, record labels —
 * captured once), as the documentations bench does; then a 25 MB upload streamed over HTTP while
 * the process's RSS is sampled every 5 ms (growth = peak − the level just before).
 */
import http from 'node:http';
import path from 'node:path';
import { attachmentListQuerySchema, defineAbilityFor } from '@officina/contracts';
import Database from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db, Database as Schema } from '../apps/server/src/db/database.ts';
import { normalizeText, searchText } from '../apps/server/src/db/search.ts';
import { listAttachments } from '../apps/server/src/modules/attachments/attachment.service.ts';
import type { BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { formatLoadTable, LOAD, measureTargets, runOnEngines, signedIn, withBenchApp } from './bench-app.ts';
import { benchClient, insertChunks } from './bench-rows.ts';
import { PG_ADMIN_URL, percentile } from './harness.ts';

export interface AttachmentBenchTarget extends LoadFigures {
  name: string;
  url: string;
  driverP95Ms: number;
  ratio: number;
}
export interface AttachmentBenchEngine extends EngineRun<AttachmentBenchTarget> {
  rows: number;
  /** RSS growth of each 25 MB upload, MB. */
  uploadRssGrowthMb: number[];
  uploadSeconds: number[];
}
export type AttachmentBenchFigures = BenchFigures<AttachmentBenchEngine> & {
  targetRatio: number;
  meetsRatio: boolean;
  meetsUpload: boolean;
};

/** The ratio HTTP p95 / driver p95 a list stays under (the documentations bench's). */
export const TARGET_RATIO = 3;
/** Largest RSS growth allowed while a 25 MB upload streams. */
export const UPLOAD_RSS_LIMIT_MB = 10;
const UPLOAD_BYTES = 25 * 1024 * 1024;

const WORDS = (
  'contratto fattura preventivo verbale foto sopralluogo planimetria schema rete manuale offerta ' +
  'ordine bolla collaudo certificato visura listino relazione progetto capitolato'
).split(' ');
const KINDS: [string, string, string][] = [
  ['pdf', 'application/pdf', 'pdf'],
  ['image', 'image/png', 'png'],
  ['image', 'image/jpeg', 'jpg'],
  ['document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['spreadsheet', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
];

async function seed(db: Db, rows: number, adminId: number): Promise<number[]> {
  const now = Date.now();
  const clients = Array.from({ length: 2_000 }, (_, k) =>
    benchClient(k, 8_000_000, { province: 'TO', state_id: null, account_manager_id: null }),
  ).map((c) => ({
    ...c,
    name_key: normalizeText(c.business_name),
    search_text: searchText([c.business_name, c.vat_number]),
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
    created_by: adminId,
  }));
  await insertChunks(db, 'clients', clients as never);
  const clientIds = (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);
  const blobCount = Math.max(1, Math.floor(rows / 5));
  const sha = (b: number) => b.toString(16).padStart(64, '0');
  const blobs = Array.from({ length: blobCount }, (_, b) => ({
    sha256: sha(b),
    size: 10_000 + ((b * 7919) % 2_000_000),
    mime: (KINDS[b % KINDS.length] as [string, string, string])[1],
    ref_count: 0,
    created_at: new Date(now).toISOString(),
  }));
  const attachments = [];
  for (let k = 0; k < rows; k++) {
    const b = k % blobCount;
    const [kind, mime, ext] = KINDS[b % KINDS.length] as [string, string, string];
    const word = k % 1000 === 0 ? 'tachigrafo' : (WORDS[k % WORDS.length] as string);
    const name = `${word} ${WORDS[(k * 7) % WORDS.length]} ${k}.${ext}`;
    const at = new Date(now - k * 60_000).toISOString();
    const onClient = k % 5 !== 0;
    attachments.push({
      record_type: onClient ? 'client' : null,
      record_id: onClient ? (clientIds[k % clientIds.length] ?? null) : null,
      name,
      name_key: normalizeText(name),
      search_text: normalizeText(name),
      size: (blobs[b] as { size: number }).size,
      mime,
      kind,
      sha256: sha(b),
      created_at: at,
      updated_at: at,
      created_by: adminId,
    });
    (blobs[b] as { ref_count: number }).ref_count++;
  }
  await insertChunks(db, 'blobs', blobs);
  await insertChunks(db, 'attachments', attachments);
  return clientIds;
}

/**
 * p95 of running `statements` (in order) again and again for `seconds`, as 16 clients would wait
 * for them (the documentations bench's yardstick): on PostgreSQL 16 at a time on a pool of 16; on
 * SQLite (synchronous, one thread) each sample is 16 runs back to back, the wait of the last of 16
 * requests arriving together.
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

/**
 * Streams a 25 MB PDF-looking file to the server in 64 KiB pieces (one buffer reused: the sender
 * holds no more than a piece) while sampling the process's RSS; answers the growth in MB.
 */
async function uploadGrowth(
  url: string,
  headers: Record<string, string>,
): Promise<{ mb: number; seconds: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before: number[] = [];
  for (let i = 0; i < 20; i++) {
    before.push(process.memoryUsage.rss());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const baseline = Math.max(...before);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const boundary = 'officinabench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0x20);
  const body = UPLOAD_BYTES - 9;
  const xsrf = (headers.cookie ?? '').split('=')[1] ?? '';
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const target = new URL('/api/attachments', url);
    const request = http.request({
      host: target.hostname,
      port: target.port,
      method: 'POST',
      path: target.pathname,
      headers: {
        ...headers,
        'x-xsrf-token': xsrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + body + tail.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < body) {
        const n = Math.min(piece.length, body - sent);
        sent += n;
        if (!request.write(n === piece.length ? piece : piece.subarray(0, n))) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    request.write(head);
    pump();
  });
  clearInterval(sampler);
  if (status !== 201) throw new Error(`upload: ${status}`);
  return { mb: (peak - baseline) / (1024 * 1024), seconds: (performance.now() - started) / 1000 };
}

function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  rows: number,
): Promise<AttachmentBenchEngine> {
  return withBenchApp(engine, 'attachments', async ({ app, adminId }) => {
    const db = app.db;
    const started = performance.now();
    const clientIds = await seed(db, rows, adminId);
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    if (engine === 'postgres') await sql`checkpoint`.execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const seen: CompiledQuery[] = [];
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
      log: (event) => {
        seen.push(event.query);
      },
    });
    const admin = defineAbilityFor([{ action: 'manage', subject: 'all' }]);
    const capture = async (query: Record<string, unknown>) => {
      seen.length = 0;
      await listAttachments(logged as Db, admin, attachmentListQuerySchema.parse(query));
      return [...seen];
    };
    const run = async (statement: CompiledQuery) => {
      const params = statement.parameters as unknown[];
      if (sqlite) return sqlite.prepare(statement.sql).all(...(params as never[]));
      return (pool as pg.Pool).query(statement.sql, params);
    };
    try {
      const { url, headers } = await signedIn(app);
      const client = clientIds[11];
      const day = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      const targets = [
        { name: 'first page (newest)', path: '/api/attachments?per_page=25', query: { per_page: 25 } },
        {
          name: 'a client’s tab',
          path: `/api/attachments?record_type=client&record_id=${client}`,
          query: { record_type: 'client', record_id: client },
        },
        {
          name: 'kind + period',
          path: `/api/attachments?kind=pdf&from=${day}&to=${day}`,
          query: { kind: 'pdf', from: day, to: day },
        },
        { name: 'search, rare word', path: '/api/attachments?q=tachigrafo', query: { q: 'tachigrafo' } },
        {
          // Both words in 5,000 names (k % 20 = 1): a common search, walked in name order.
          name: 'search, two words + sort by name',
          path: '/api/attachments?q=fattura%20manuale&sort=name',
          query: { q: 'fattura manuale', sort: 'name' },
        },
      ];
      const measured = await measureTargets(url, headers, targets, seconds);
      const out: AttachmentBenchTarget[] = [];
      for (const t of measured) {
        const statements = await capture(t.query);
        const driver = await driverP95(run, statements, seconds, sqlite !== null);
        const { path: p, query: _q, ...figures } = t;
        out.push({ ...figures, url: p, driverP95Ms: driver, ratio: t.p95Ms / driver });
      }
      const uploads = [];
      for (let i = 0; i < 3; i++) uploads.push(await uploadGrowth(url, headers));
      return {
        engine,
        rows,
        seedSeconds,
        targets: out,
        uploadRssGrowthMb: uploads.map((u) => u.mb),
        uploadSeconds: uploads.map((u) => u.seconds),
      };
    } finally {
      await logged.destroy();
    }
  });
}

export async function runAttachmentsBench(
  options: { secondsPerTarget?: number; rows?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<AttachmentBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const rows = options.rows ?? 100_000;
  const figures = await runOnEngines(options.engines, seconds, (engine) =>
    benchEngine(engine, seconds, rows),
  );
  const meetsRatio = figures.engines.every((e) => e.targets.every((t) => t.ratio <= TARGET_RATIO));
  const meetsUpload = figures.engines.every((e) =>
    e.uploadRssGrowthMb.every((mb) => mb < UPLOAD_RSS_LIMIT_MB),
  );
  return { ...figures, targetRatio: TARGET_RATIO, meetsRatio, meetsUpload };
}

export function attachmentsBenchMarkdown(f: AttachmentBenchFigures): string[] {
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
  const uploads = f.engines
    .map(
      (e) =>
        `${e.engine}: ${e.uploadRssGrowthMb.map((mb) => mb.toFixed(1)).join(' / ')} MB ` +
        `(${e.uploadSeconds.map((s) => s.toFixed(1)).join(' / ')} s)`,
    )
    .join('; ');
  lines.push(
    '',
    `${f.engines.map((e) => `${e.rows} rows seeded in ${Math.round(e.seedSeconds)} s (${e.engine})`).join(', ')}; ` +
      `${f.connections} connections over HTTP, ${f.secondsPerTarget} s per target; the driver runs the same ` +
      'statements (page, count, record labels) 16 at a time on PostgreSQL (a pool of 16), and on SQLite 16 ' +
      'back to back (one synchronous connection: the wait of the last of 16 requests arriving together). ' +
      `Target p95 < ${f.targetP95Ms} ms: **${f.meetsTarget ? 'met' : 'not met'}**; ` +
      `ratio ≤ ${f.targetRatio}×: **${f.meetsRatio ? 'met' : 'not met'}**.`,
    '',
    `25 MB upload, RSS growth per run (time): ${uploads}. ` +
      `Target < ${UPLOAD_RSS_LIMIT_MB} MB: **${f.meetsUpload ? 'met' : 'not met'}**.`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  const rows = process.argv[3] ? Number(process.argv[3]) : undefined;
  const figures = await runAttachmentsBench({ engines, ...(rows ? { rows } : {}) });
  console.info(formatLoadTable('Attachments bench', figures, (e) => `${e.rows} rows`));
  console.info(attachmentsBenchMarkdown(figures).join('\n'));
}
