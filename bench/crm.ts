import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { insertClientRows } from '../apps/server/src/modules/clients/client.repository.ts';
import { insertPersonRows } from '../apps/server/src/modules/persons/person.repository.ts';
import { firstNames, lastNames, roles } from '../apps/server/src/seeds/demo/crm-data.ts';
import type { BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { formatLoadTable, measureTargets, runOnEngines, signedIn, withBenchApp } from './bench-app.ts';
import { benchClient } from './bench-rows.ts';
import { continuedPagePath } from './harness.ts';

export interface CrmBenchTarget extends LoadFigures {
  name: string;
  url: string;
}

export interface CrmBenchEngine extends EngineRun<CrmBenchTarget> {
  clients: number;
  persons: number;
}

export type CrmBenchFigures = BenchFigures<CrmBenchEngine>;

// Spread over many provinces as real data is: the filtered page targets one of them.
const PROVINCES = [
  'MI',
  'RM',
  'TO',
  'NA',
  'BO',
  'FI',
  'GE',
  'VE',
  'VR',
  'PD',
  'BG',
  'BS',
  'TV',
  'VI',
  'MO',
  'PR',
  'RE',
  'TN',
  'BZ',
  'UD',
  'TS',
  'AN',
  'PG',
  'PE',
  'BA',
  'LE',
  'SA',
  'PA',
  'CT',
  'CA',
  'CO',
  'MB',
  'FC',
  'AL',
  'AT',
  'CN',
  'NO',
  'VA',
  'LC',
  'SO',
  'PV',
  'CR',
  'MN',
  'LO',
  'RO',
  'BL',
  'PN',
  'GO',
  'SV',
  'IM',
  'SP',
  'PC',
  'FE',
  'RA',
  'RN',
  'LU',
  'PI',
  'LI',
  'AR',
  'SI',
  'GR',
  'PT',
  'PO',
  'MS',
  'TR',
  'PU',
  'MC',
  'AP',
  'FM',
  'VT',
  'RI',
  'LT',
  'FR',
];

/** Bulk seed through the repositories' bulk inserts (same derived search/sort columns as the API). */
export async function seed(
  db: Db,
  clients: number,
  personsPerClient: number,
  stateIds: number[],
  userId: number,
) {
  const now = new Date().toISOString();
  const chunk = 500;
  for (let start = 0; start < clients; start += 10_000) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(clients, start + 10_000); i += chunk) {
        const rows = [];
        for (let k = i; k < Math.min(clients, i + chunk); k++) {
          rows.push(
            benchClient(k, 1_000_000, {
              province: PROVINCES[k % PROVINCES.length] as string,
              state_id: stateIds[k % stateIds.length] as number,
              account_manager_id: k % 3 === 0 ? userId : null,
            }),
          );
        }
        await insertClientRows(trx, rows, userId, now);
      }
    });
  }
  const ids = (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);
  const persons = ids.length * personsPerClient;
  for (let start = 0; start < persons; start += 10_000) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(persons, start + 10_000); i += chunk) {
        const rows = [];
        for (let k = i; k < Math.min(persons, i + chunk); k++) {
          rows.push({
            first_name: firstNames[k % firstNames.length] as string,
            last_name: lastNames[Math.floor(k / 7) % lastNames.length] as string,
            type_id: null,
            client_id: ids[k % ids.length] as number,
            role: roles[k % roles.length] as string,
            email: `p${k}@example.it`,
            phone: null,
            mobile: null,
            notes: null,
            privacy_consent_on: null,
          });
        }
        await insertPersonRows(trx, rows, userId, now);
      }
    });
  }
  return { clients: ids.length, persons };
}

function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  size: { clients: number; personsPerClient: number },
): Promise<CrmBenchEngine> {
  return withBenchApp(engine, 'crm', async ({ app, adminId }) => {
    const db = app.db;
    const states = await db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'client_states')
      .orderBy('position')
      .execute();
    const started = performance.now();
    const counts = await seed(
      db,
      size.clients,
      size.personsPerClient,
      states.map((s) => s.id),
      adminId,
    );
    // Statistics and visibility map as a live database has them (PostgreSQL's autovacuum sets the
    // visibility map that index-only scans need; SQLite's PRAGMA optimize runs ANALYZE).
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    // The seed's WAL written out before measuring: a checkpoint falling inside the measured seconds
    // (the search-terms tables made the seed's WAL several times larger) slowed every target.
    if (engine === 'postgres') await sql`checkpoint`.execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const { url, headers } = await signedIn(app);
    const targets = [
      { name: 'first page', path: '/api/clients?page=1&per_page=25' },
      {
        name: 'filtered page (state + province)',
        path: `/api/clients?state_id=${states[1]?.id}&province=MI&per_page=25`,
      },
      { name: 'deep page 2000 by number', path: '/api/clients?page=2000&per_page=25' },
      {
        name: 'deep page 2000 after page 1999',
        path: await continuedPagePath(url, headers, '/api/clients?per_page=25', 2000),
      },
      { name: 'sorted search (q + sort)', path: '/api/clients?q=impianti&sort=-created_at&per_page=25' },
    ];
    const measured = await measureTargets(url, headers, targets, seconds);
    return {
      engine,
      ...counts,
      seedSeconds,
      targets: measured.map(({ path, ...t }) => ({ ...t, url: path })),
    };
  });
}

export async function runCrmBench(
  options: {
    secondsPerTarget?: number;
    clients?: number;
    personsPerClient?: number;
    engines?: ('sqlite' | 'postgres')[];
  } = {},
): Promise<CrmBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const size = { clients: options.clients ?? 100_000, personsPerClient: options.personsPerClient ?? 3 };
  return runOnEngines(options.engines, seconds, (engine) => benchEngine(engine, seconds, size));
}

export function formatCrmBench(figures: CrmBenchFigures): string {
  return formatLoadTable('CRM list bench', figures, (e) => `${e.clients} clients + ${e.persons} persons`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  console.info(formatCrmBench(await runCrmBench({ engines })));
}
