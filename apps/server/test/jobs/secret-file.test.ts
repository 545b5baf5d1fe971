import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { createSecretFileOnce } from '../../src/config/secret-file.ts';
import { resolveJwtSecret } from '../../src/config/secrets.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-secret-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secrets generated into DATA_DIR', () => {
  it('is created once, whole, mode 0600; a second creator keeps the first one’s and leaves no temporary file', () => {
    const file = path.join(dir, 'nested', 'secret');
    expect(createSecretFileOnce(file, 'primo\n')).toBe(true);
    expect(createSecretFileOnce(file, 'secondo\n')).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('primo\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secret']);
  });

  it('the JWT secret without JWT_SECRET: generated once, the same on the next start', () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'data') }, dir);
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dir, 'data', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
