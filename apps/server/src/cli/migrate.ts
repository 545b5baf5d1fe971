import type { Kysely } from 'kysely';
import { loadConfig } from '../config/config.ts';
import { createDb } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runCli } from './run-cli.ts';

/** `npm run migrate`: applies pending migrations (all or none) and nothing else. */
runCli(async () => {
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    const results = await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
    if (results.length === 0)
      console.info(`Database già aggiornato (${handle.engine}): nessuna migrazione da applicare.`);
    for (const r of results) console.info(`Migrazione applicata: ${r.migrationName}`);
  } finally {
    await handle.close();
  }
});
