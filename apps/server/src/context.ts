import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import { type CacheListener, listenForCacheChanges } from './db/cache-listener.ts';
import type { CacheWatch } from './db/cache-watch.ts';
import type { Db, Engine } from './db/database.ts';
import { createDb } from './db/engine.ts';
import { setCursorSecret } from './db/list/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import { createJobLock, type JobLock } from './jobs/job-lock.ts';
import type { Log } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { fillSearchIndexIfEmpty } from './modules/search/search-index.ts';
import { setSearchSources } from './records/search-sources.ts';
import { closeRedisClient, connectRedisClient, type RedisClient } from './redis/redis-client.ts';
import { searchSourceList } from './search-sources.ts';
import { createPasswordHasher, type PasswordHasher } from './security/password-hasher.ts';
import { createTokenService, type TokenService } from './security/tokens.ts';
import { openVault, type Vault } from './security/vault.ts';
import { assertVaultOpens } from './security/vault-store.ts';
import { seedDefaults } from './seeds/defaults.ts';

/** What services need besides their input; route plugins receive it as an option. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  engine: Engine;
  /** When an answer remembered between requests is stale: session lookups, settings (db/cache-watch.ts). */
  cacheWatch: CacheWatch;
  hasher: PasswordHasher;
  tokens: TokenService;
  mailer: Mailer;
  /** Seals and opens the credentials' secrets and notes (security/vault.ts). */
  vault: Vault;
  /** Live events to the open pages (events/bus.ts): in-process, or Redis pub/sub with REDIS_URL. */
  bus: EventBus;
  /** REDIS_URL's command client (rate-limit counters, job locks, health); null without Redis. */
  redis: RedisClient | null;
  /** One instance at a time runs a job's sweep (jobs/job-lock.ts): Redis, or in-process. */
  jobLock: JobLock;
}

/**
 * Opens the database (waiting for an unreachable PostgreSQL, see waitForDatabase), applies pending migrations (all or none), seeds the defaults and prints a
 * generated admin password once. Any failure closes the database and throws: the server must not
 * start on a half-migrated schema.
 */
export async function createContext(
  config: AppConfig,
  log: Log,
): Promise<AppContext & { close(): Promise<void> }> {
  const handle = createDb(config.database, (error) =>
    log.warn({ err: error }, 'PostgreSQL: connessione inattiva chiusa dal server'),
  );
  let redis: RedisClient | null = null;
  let cacheListener: CacheListener | null = null;
  try {
    if (config.database.engine === 'postgres') {
      await waitForDatabase(
        handle.db as Kysely<unknown>,
        config.database.url,
        config.databaseConnectTimeoutSeconds,
        log,
      );
    }
    const hasher = createPasswordHasher(config.argon2);
    const vault = openVault({ keys: config.vaultKeys, dataDir: config.dataDir });
    if (config.migrateOnStart) {
      const applied = await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
      for (const r of applied) log.info({ migration: r.migrationName }, 'migration applied');
      const seeded = await seedDefaults(handle.db, hasher, config);
      if (seeded.admin?.generatedPassword) {
        log.warn(
          { email: seeded.admin.email },
          `Creato l'amministratore ${seeded.admin.email} con password ${seeded.admin.generatedPassword} ` +
            '(mostrata solo ora: cambiala dal profilo).',
        );
      } else if (seeded.admin) {
        log.info({ email: seeded.admin.email }, 'administrator created from ADMIN_EMAIL');
      }
      await assertVaultOpens(handle.db, vault);
      // The global search index of an installation upgraded past 0025-search (or restored without
      // it) is built once here; a fresh or already indexed database costs one count.
      setSearchSources(searchSourceList);
      const indexed = await fillSearchIndexIfEmpty(handle.db);
      if (indexed > 0) log.info({ documents: indexed }, 'search index built');
    }
    if (handle.engine === 'postgres' && !config.jwtSecret) {
      log.warn({}, 'JWT_SECRET is not set: with several instances each would sign with its own secret.');
    }
    if (handle.engine === 'postgres' && vault.source === 'file') {
      log.warn({}, 'VAULT_KEY is not set: several instances must share DATA_DIR/vault.key or set VAULT_KEY.');
    }
    const secret = resolveJwtSecret(config);
    setCursorSecret(secret);
    const mailer = createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      log,
    );
    if (config.database.engine === 'postgres') {
      cacheListener = listenForCacheChanges(config.database.url, handle.cacheWatch, log);
    }
    const bus = createEventBus(config, log, { channel: `${config.redisPrefix}events` });
    redis = config.redisUrl ? await connectRedisClient(config.redisUrl, log) : null;
    const jobLock = createJobLock(redis, config.redisPrefix);
    return {
      config,
      db: handle.db,
      engine: handle.engine,
      cacheWatch: handle.cacheWatch,
      hasher,
      tokens: createTokenService(secret, config.tokenTtlSeconds),
      mailer,
      vault,
      bus,
      redis,
      jobLock,
      async close() {
        await bus.close();
        await cacheListener?.close();
        if (redis) await closeRedisClient(redis);
        await mailer.flush();
        await handle.close();
      },
    };
  } catch (error) {
    await cacheListener?.close();
    if (redis) await closeRedisClient(redis).catch(() => {});
    await handle.close().catch(() => {});
    throw error;
  }
}
