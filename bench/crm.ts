import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { partitaIvaCheckDigit } from '@officina/contracts';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { insertClientRows } from '../apps/server/src/modules/clients/client.repository.ts';
import { insertPersonRows } from '../apps/server/src/modules/persons/person.repository.ts';
import {
  companyStems,
  comuni,
  firstNames,
  lastNames,
  roles,
} from '../apps/server/src/seeds/demo/crm-data.ts';
import type { LoadRun } from './api-load-worker.ts';
import { benchServerEnv, continuedPagePath, percentile, pgDatabase, runLoad } from './harness.ts';

export interface CrmBenchTarget {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  failures: number;
}

export interface CrmBenchEngine {
  engine: 'sqlite' | 'postgres';
  clients: number;
  persons: number;
  seedSeconds: number;
  targets: CrmBenchTarget[];
}

export interface CrmBenchFigures {
  connections: number;
  secondsPerTarget: number;
  targetP95Ms: number;
  engines: CrmBenchEngine[];
  meetsTarget: boolean;
}

const CONNECTIONS = 16;
const ROUNDS = 3;
const TARGET_P95_MS = 25;
const ADMIN = { email: 'bench@officina.local', password: 'bench-password-123' };
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
          const firstTen = String(1_000_000 + k).padStart(7, '0') + String((k % 100) + 1).padStart(3, '0');
          const [city, cap] = comuni[k % comuni.length] as [string, string, string];
          rows.push({
            business_name: `${companyStems[k % companyStems.length]} ${Math.floor(k / companyStems.length)} S.r.l.`,
            vat_number: `${firstTen}${partitaIvaCheckDigit(firstTen)}`,
            tax_code: null,
            sdi_code: null,
            pec: null,
            email: `info${k}@example.it`,
            phone: null,
            website: null,
            street: `Via Roma ${(k % 200) + 1}`,
            postal_code: cap,
            city,
            province: PROVINCES[k % PROVINCES.length] as string,
            country: 'IT',
            state_id: stateIds[k % stateIds.length] as number,
            category_id: null,
            account_manager_id: k % 3 === 0 ? userId : null,
            notes: null,
          });
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

async function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  size: { clients: number; personsPerClient: number },
): Promise<CrmBenchEngine> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-crm-bench-'));
  const pgDb = engine === 'postgres' ? await pgDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...benchServerEnv(),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const app = await buildApp(config);
  try {
    const db = app.db;
    const states = await db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'client_states')
      .orderBy('position')
      .execute();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const started = performance.now();
    const counts = await seed(
      db,
      size.clients,
      size.personsPerClient,
      states.map((s) => s.id),
      admin.id,
    );
    // Statistics and visibility map as a live database has them (PostgreSQL's autovacuum sets the
    // visibility map that index-only scans need; SQLite's PRAGMA optimize runs ANALYZE).
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    // The seed's WAL written out before measuring: a checkpoint falling inside the measured seconds
    // (the search-terms tables made the seed's WAL several times larger) slowed every target.
    if (engine === 'postgres') await sql`checkpoint`.execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const health = await fetch(`${url}/api/health`);
    const cookie = (health.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': cookie.split('=')[1] ?? '' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, cookie };
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
    for (const t of targets) {
      const res = await fetch(`${url}${t.path}`, { headers });
      if (res.status !== 200) throw new Error(`${t.path}: ${res.status} ${await res.text()}`);
    }
    const load = (t: (typeof targets)[number], s: number) =>
      runLoad({ url: `${url}${t.path}`, headers, connections: CONNECTIONS, durationSeconds: s });
    for (const t of targets) await load(t, 1);
    const runs: LoadRun[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) runs[i]?.push(await load(t, seconds / ROUNDS));
    }
    return {
      engine,
      ...counts,
      seedSeconds,
      targets: targets.map((t, i) => {
        const r = runs[i] ?? [];
        const all = Float64Array.from(r.flatMap((x) => Array.from(x.latencies))).sort();
        const secs = r.reduce((s, x) => s + x.seconds, 0);
        return {
          name: t.name,
          url: t.path,
          requestsPerSecond: all.length / secs,
          p50Ms: percentile(all, 50),
          p95Ms: percentile(all, 95),
          failures: r.reduce((n, x) => n + x.non2xx + x.errors, 0),
        };
      }),
    };
  } finally {
    // Let the last in-flight requests of the load generator finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
  const engines: CrmBenchEngine[] = [];
  for (const engine of options.engines ?? ['sqlite', 'postgres'])
    engines.push(await benchEngine(engine, seconds, size));
  return {
    connections: CONNECTIONS,
    secondsPerTarget: seconds,
    targetP95Ms: TARGET_P95_MS,
    engines,
    meetsTarget: engines.every((e) => e.targets.every((t) => t.p95Ms < TARGET_P95_MS && t.failures === 0)),
  };
}

export function formatCrmBench(figures: CrmBenchFigures): string {
  const lines = [
    `CRM list bench: ${figures.connections} connections, ${figures.secondsPerTarget} s per target in ${ROUNDS} interleaved rounds`,
    `${'engine'.padEnd(9)} ${'target'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'fails'.padStart(6)}`,
  ];
  for (const e of figures.engines) {
    for (const t of e.targets) {
      lines.push(
        `${e.engine.padEnd(9)} ${t.name.padEnd(34)} ${Math.round(t.requestsPerSecond).toString().padStart(7)} ` +
          `${t.p50Ms.toFixed(1).padStart(7)} ${t.p95Ms.toFixed(1).padStart(7)} ${String(t.failures).padStart(6)}`,
      );
    }
    lines.push(
      `${e.engine.padEnd(9)} seeded ${e.clients} clients + ${e.persons} persons in ${e.seedSeconds.toFixed(1)} s`,
    );
  }
  lines.push(`target p95 < ${figures.targetP95Ms} ms: ${figures.meetsTarget ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  console.info(formatCrmBench(await runCrmBench({ engines })));
}
