import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config/config.ts';

export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  dataDir: string;
  database: DatabaseConfig;
  /** Drops the database (PostgreSQL) and removes the data directory; close pools first. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a SQLite file in a temp directory, or a uniquely
 * named PostgreSQL database created on the local server (TEST_DB=postgres).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testEngine === 'sqlite') {
    return {
      dataDir,
      database: { engine: 'sqlite', file: path.join(dataDir, 'officina.db') },
      drop: async () => removeDir(),
    };
  }
  const name = `officina_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    database: { engine: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
      removeDir();
    },
  };
}

/**
 * For the tests that run the demo seed (seeds/demo: a few thousand rows, each through its service):
 * 6–13 s alone on PostgreSQL, but over the then default of 20 s beside the other test files on a
 * slow 2-core VM (2026-11-27: six such tests timed out in a full PostgreSQL run, none failed on its
 * own). The default is 60 s now (vitest.config.ts); a demo seed still gets more.
 */
export const DEMO_SEED_TIMEOUT = { timeout: 90_000 };
