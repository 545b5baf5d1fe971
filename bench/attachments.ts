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
import type { Db } from '../apps/server/src/db/database.ts';
import { normalizeText } from '../apps/server/src/db/search.ts';
import { listAttachments } from '../apps/server/src/modules/attachments/attachment.service.ts';
import type { EngineRun } from './bench-app.ts';
import { formatLoadTable, signedIn, withBenchApp } from './bench-app.ts';
import { insertChunks, seedBenchClients } from './bench-rows.ts';
import type { DriverTarget, RatioBenchFigures } from './driver-ratio.ts';
import {
  driverRatioMarkdown,
  measureAgainstDriver,
  openDriver,
  runRatioBench,
  seedAndAnalyze,
} from './driver-ratio.ts';

export interface AttachmentBenchEngine extends EngineRun<DriverTarget> {
  rows: number;
  /** RSS growth of each 25 MB upload, MB. */
  uploadRssGrowthMb: number[];
  uploadSeconds: number[];
}
export type AttachmentBenchFigures = RatioBenchFigures<AttachmentBenchEngine> & { meetsUpload: boolean };

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
  const at = new Date(now).toISOString();
  const clientIds = await seedBenchClients(db, {
    count: 2_000,
    vatBase: 8_000_000,
    province: 'TO',
    adminId,
    at,
  });
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
    const { seeded: clientIds, seedSeconds } = await seedAndAnalyze(engine, app.db, () =>
      seed(app.db, rows, adminId),
    );
    const admin = defineAbilityFor([{ action: 'manage', subject: 'all' }]);
    const driver = await openDriver(engine, app.db, (logged, query) =>
      listAttachments(logged, admin, attachmentListQuerySchema.parse(query)),
    );
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
      const out = await measureAgainstDriver(url, headers, targets, seconds, driver);
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
      await driver.destroy();
    }
  });
}

export async function runAttachmentsBench(
  options: { secondsPerTarget?: number; rows?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<AttachmentBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const rows = options.rows ?? 100_000;
  const figures = await runRatioBench(options.engines, seconds, (engine) =>
    benchEngine(engine, seconds, rows),
  );
  const meetsUpload = figures.engines.every((e) =>
    e.uploadRssGrowthMb.every((mb) => mb < UPLOAD_RSS_LIMIT_MB),
  );
  return { ...figures, meetsUpload };
}

export function attachmentsBenchMarkdown(f: AttachmentBenchFigures): string[] {
  const lines = driverRatioMarkdown(f, (e) => `${e.rows} rows`, 'page, count, record labels');
  const uploads = f.engines
    .map(
      (e) =>
        `${e.engine}: ${e.uploadRssGrowthMb.map((mb) => mb.toFixed(1)).join(' / ')} MB ` +
        `(${e.uploadSeconds.map((s) => s.toFixed(1)).join(' / ')} s)`,
    )
    .join('; ');
  lines.push(
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
