import pg from 'pg';
import type { Log } from '../log.ts';
import type { CacheWatch } from './cache-watch.ts';

/** The channel migration 0029-cache-notify's triggers notify. */
export const CACHE_CHANNEL = 'officina_cache';
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export interface CacheListener {
  close(): Promise<void>;
}

/**
 * PostgreSQL: one connection per instance LISTENing on `officina_cache`, so a session revoked, a
 * user deactivated, a group's rules or a setting changed through another instance (or in `psql`)
 * make this one forget what it remembers (db/cache-watch.ts). The watch is trusted only while the
 * subscription stands: lost, every request reads the database again until the listener is back (it
 * retries from 0.5 s to every 10 s; the server keeps serving meanwhile).
 */
export function listenForCacheChanges(url: string, watch: CacheWatch, log: Log): CacheListener {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const lost = (reason: string) => {
    if (watch.trusted)
      log.warn({ reason }, 'PostgreSQL: ascolto delle modifiche (sessioni, utenti, impostazioni) interrotto');
    watch.setTrusted(false);
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = null;
    if (closed || timer) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)] ?? 10_000;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) watch.changed();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed || client !== next) return;
      attempt = 0;
      watch.setTrusted(true);
    } catch (error) {
      if (client === next) lost((error as Error).message);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      watch.setTrusted(false);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
