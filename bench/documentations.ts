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
import type { Db } from '../apps/server/src/db/database.ts';
import { listPage } from '../apps/server/src/db/list/index.ts';
import { normalizeText, searchText } from '../apps/server/src/db/search.ts';
import { documentationList } from '../apps/server/src/modules/documentations/documentation.list.ts';
import { pageWords } from '../apps/server/src/modules/documentations/documentation.words.ts';
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

export interface DocBenchEngine extends EngineRun<DriverTarget> {
  pages: number;
}
export type DocBenchFigures = RatioBenchFigures<DocBenchEngine>;

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
  const clientIds = await seedBenchClients(db, {
    count: 500,
    vatBase: 7_000_000,
    province: 'MI',
    adminId,
    at: now,
  });
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

function benchEngine(engine: 'sqlite' | 'postgres', seconds: number, pages: number): Promise<DocBenchEngine> {
  return withBenchApp(engine, 'documentations', async ({ app, adminId }) => {
    const { seeded: clientIds, seedSeconds } = await seedAndAnalyze(engine, app.db, () =>
      seed(app.db, pages, adminId),
    );
    const driver = await openDriver(engine, app.db, (logged, query) =>
      listPage(logged, documentationList, documentationListQuerySchema.parse(query) as never),
    );
    const sqlite = driver.sqlite;
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
          for (const st of await driver.capture(t.query)) {
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
      const out = await measureAgainstDriver(url, headers, targets, seconds, driver);
      return { engine, pages, seedSeconds, targets: out };
    } finally {
      await driver.destroy();
    }
  });
}

export async function runDocumentationsBench(
  options: { secondsPerTarget?: number; pages?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<DocBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const pages = options.pages ?? 20_000;
  return runRatioBench(options.engines, seconds, (engine) => benchEngine(engine, seconds, pages));
}

export function documentationsBenchMarkdown(f: DocBenchFigures): string[] {
  return driverRatioMarkdown(f, (e) => `${e.pages} pages`, 'page + count');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  const pages = process.argv[3] ? Number(process.argv[3]) : undefined;
  const figures = await runDocumentationsBench({ engines, ...(pages ? { pages } : {}) });
  console.info(formatLoadTable('Documentation list bench', figures, (e) => `${e.pages} pages`));
  console.info(documentationsBenchMarkdown(figures).join('\n'));
}
