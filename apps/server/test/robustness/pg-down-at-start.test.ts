import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config/config.ts';
import { createContext } from '../../src/context.ts';
import { testConfig } from '../helper.ts';

/**
 * PostgreSQL down when the server starts: it retries with a growing pause for DATABASE_CONNECT_TIMEOUT,
 * then exits non-zero with one line naming DATABASE_URL (password hidden), without a stack trace.
 * Runs on both engines: the database is a closed port.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-pgdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/server.ts')], {
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('PostgreSQL down at start', () => {
  it('the server retries, then exits 1 with one line naming DATABASE_URL and no stack trace', async () => {
    const port = await closedPort();
    const started = Date.now();
    const run = await runServer({
      DATABASE_URL: `postgres://officina:segreta@127.0.0.1:${port}/officina`,
      DATABASE_CONNECT_TIMEOUT: '2s',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    expect(run.code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const errorLines = run.stderr.trim().split('\n');
    expect(errorLines, run.stderr).toHaveLength(1);
    expect(errorLines[0]).toContain('DATABASE_URL=postgres://officina:***@127.0.0.1');
    expect(errorLines[0]).toContain('non raggiungibile');
    expect(run.stderr + run.stdout).not.toContain('segreta');
    expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m);
    // Retried with a pause in between, each attempt one log line.
    expect(run.stdout.match(/nuovo tentativo/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('the context factory gives up after the configured time with the same message', async () => {
    const port = await closedPort();
    const config = {
      ...testConfig({ dataDir, database: { engine: 'sqlite', file: '' }, drop: async () => {} }),
      database: { engine: 'postgres' as const, url: `postgres://postgres@127.0.0.1:${port}/officina` },
      databaseConnectTimeoutSeconds: 1,
    };
    const warnings: string[] = [];
    const log = { info: () => {}, error: () => {}, warn: (_f: object, m: string) => warnings.push(m) };
    await expect(createContext(config, log)).rejects.toThrow(
      /DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1/,
    );
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });
});
