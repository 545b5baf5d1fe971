import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config/config.ts';
import { parseDurationSeconds } from '../src/config/duration.ts';

describe('configuration', () => {
  it('has defaults that run on one machine', () => {
    const config = loadConfig({}, '/srv/officina');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe('/srv/officina/data');
    expect(config.database).toEqual({ engine: 'sqlite', file: '/srv/officina/data/officina.db' });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.tokenTtlSeconds).toBe(12 * 3600);
    expect(config.jwtSecret).toBeUndefined();
    expect(config.webDistDir).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('reads the number of SQLite read workers, 0 to 16', () => {
    expect(loadConfig({ SQLITE_READ_WORKERS: '0' }, '/srv/officina').database).toEqual({
      engine: 'sqlite',
      file: '/srv/officina/data/officina.db',
      readWorkers: 0,
    });
    expect(() => loadConfig({ SQLITE_READ_WORKERS: '17' })).toThrow(/SQLITE_READ_WORKERS/);
    expect(() => loadConfig({ SQLITE_READ_WORKERS: 'due' })).toThrow(/SQLITE_READ_WORKERS/);
  });

  it('reads PostgreSQL, durations and treats empty variables as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/officina',
      TOKEN_TTL: '30m',
      PORT: '8080',
      APP_URL: 'https://officina.example.it/',
      SMTP_URL: '',
    });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://u@db:5432/officina' });
    expect(config.tokenTtlSeconds).toBe(1800);
    expect(config.appUrl).toBe('https://officina.example.it');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('stops with a message naming every invalid variable', () => {
    const load = () =>
      loadConfig({ PORT: 'abc', TOKEN_TTL: 'presto', DATABASE_URL: 'mysql://x', JWT_SECRET: 'corto' });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'TOKEN_TTL', 'DATABASE_URL', 'JWT_SECRET']) expect(message).toContain(name);
  });

  it('parses durations', () => {
    expect(parseDurationSeconds('12h')).toBe(43_200);
    expect(parseDurationSeconds('90')).toBe(90);
    expect(parseDurationSeconds('2d')).toBe(172_800);
    expect(parseDurationSeconds('0')).toBeNull();
    expect(parseDurationSeconds('1w')).toBeNull();
  });
});
