import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDurationSeconds } from './duration.ts';
import { DEFAULT_UPLOAD_MAX_MB, parseStorageUrl, type StorageConfig } from './storage.ts';
import { parseVaultKeys } from './vault-key.ts';

/**
 * The first folder above `from` that holds apps/server/package.json: the repository root, whether
 * this code runs from its sources (apps/server/src/config) or from the bundle (apps/server/dist).
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}

/** Repository root, so default paths do not depend on the working directory. */
export const repoRoot = findRepoRoot(import.meta.dirname);

export type DatabaseConfig =
  /** readWorkers: threads running SQLite reads (db/sqlite-read-pool.ts); 0 keeps them on the main thread. */
  { engine: 'sqlite'; file: string; readWorkers?: number } | { engine: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (SQLite file, JWT secret, mails, backups). */
  dataDir: string;
  database: DatabaseConfig;
  /** How long the start waits for an unreachable PostgreSQL, retrying (DATABASE_CONNECT_TIMEOUT). */
  databaseConnectTimeoutSeconds: number;
  appUrl: string;
  /** Unset: generated once and kept in DATA_DIR/jwt-secret (see secrets.ts). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string | undefined; password: string | undefined };
  tokenTtlSeconds: number;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  /** Where attachments' bytes are stored (STORAGE_URL; DATA_DIR/files by default). */
  storage: StorageConfig;
  /** Largest attachment accepted, in bytes (UPLOAD_MAX_MB, default 25). */
  uploadMaxBytes: number;
  /**
   * The credentials vault's keys from VAULT_KEY (the first encrypts); empty: the keyring file
   * DATA_DIR/vault.key, generated on first start (security/vault.ts).
   */
  vaultKeys: Buffer[];
  /** REDIS_URL: live events, rate-limit counters, job locks and wake-ups shared across instances. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX (default `officina:`): the start of every key and channel, so installations can share one Redis. */
  redisPrefix: string;
  /**
   * Web Push: the VAPID key pair from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (both or neither; neither:
   * generated once into DATA_DIR/vapid.json), the contact in the signature (VAPID_SUBJECT, default
   * the mailto of MAIL_FROM's address) and the push services' origins allowed besides public https
   * ones (PUSH_ENDPOINT_ALLOW, comma-separated, e.g. a private push service or a test's).
   */
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string | undefined;
    endpointAllow: string[];
  };
  /** Run pending migrations when the app is built (the server does; tools may not). */
  migrateOnStart: boolean;
  /** OWASP's argon2id minimum is 19 MiB, 2 passes; tests lower it to stay fast. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  limits: {
    bodyLimit: number;
    loginFailuresPerEmail: number;
    loginFailuresPerIp: number;
    loginWindowMs: number;
    forgotPerIp: number;
  };
}

const optionalText = z.string().trim().min(1).optional();
const booleanText = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A duration as parseDurationSeconds reads it, in seconds. */
function durationText(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const seconds = parseDurationSeconds(v);
      if (seconds === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 12h, 30m or 3600' });
        return z.NEVER;
      }
      return seconds;
    });
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Officina <no-reply@officina.local>'),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  TOKEN_TTL: durationText('12h'),
  DATABASE_CONNECT_TIMEOUT: durationText('30s'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: booleanText,
  SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  STORAGE_URL: z.string().trim().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(4096).default(DEFAULT_UPLOAD_MAX_MB),
  VAULT_KEY: z.string().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only (at most 64)')
    .default('officina:'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/).+/, 'must start with mailto: or https://')
    .optional(),
  PUSH_ENDPOINT_ALLOW: z.string().optional(),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty variables (`DATABASE_URL=`) mean "unset", as in most .env tooling. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => !!e[1]?.trim()));
}

/**
 * Reads the configuration from the environment. Throws ConfigError naming every invalid variable,
 * so a bad value stops the start instead of surfacing later.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida (invalid configuration):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const storage = parseStorageUrl(e.STORAGE_URL, dataDir);
  if (typeof storage === 'string') {
    throw new ConfigError(`Configurazione non valida (invalid configuration):\n  STORAGE_URL: ${storage}`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Configurazione non valida (invalid configuration):\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const endpointAllow = (e.PUSH_ENDPOINT_ALLOW ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const badOrigin = endpointAllow.find((origin) => !/^https?:\/\/[^/]+$/.test(origin));
  if (badOrigin) {
    throw new ConfigError(
      `Configurazione non valida (invalid configuration):\n  PUSH_ENDPOINT_ALLOW: "${badOrigin}" is not an origin (scheme://host[:port])`,
    );
  }
  const vaultKeys = e.VAULT_KEY ? parseVaultKeys(e.VAULT_KEY) : [];
  if (typeof vaultKeys === 'string') {
    throw new ConfigError(`Configurazione non valida (invalid configuration):\n  VAULT_KEY: ${vaultKeys}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { engine: 'postgres', url: e.DATABASE_URL }
      : {
          engine: 'sqlite',
          file: path.join(dataDir, 'officina.db'),
          ...(e.SQLITE_READ_WORKERS === undefined ? {} : { readWorkers: e.SQLITE_READ_WORKERS }),
        },
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    tokenTtlSeconds: e.TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    storage,
    uploadMaxBytes: Math.floor(e.UPLOAD_MAX_MB * 1024 * 1024),
    vaultKeys,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      endpointAllow,
    },
    migrateOnStart: true,
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    limits: {
      bodyLimit: 1024 * 1024,
      loginFailuresPerEmail: 10,
      loginFailuresPerIp: 30,
      loginWindowMs: 15 * 60 * 1000,
      forgotPerIp: 10,
    },
  };
}
