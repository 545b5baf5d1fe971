import type { Kysely } from 'kysely';
import { loadConfig } from '../config/config.ts';
import { createDb } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { reindexAll } from '../modules/search/search-index.ts';
import { setSearchSources } from '../records/search-sources.ts';
import { searchSourceList } from '../search-sources.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run search:reindex`: rebuilds the global search index from the records of every kind
 * (docs/modules/search.md), in batches of 1000 records, each batch in its own transaction, while the
 * server keeps running: a search meanwhile answers from the index as it is.
 */
runCli(async () => {
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
    setSearchSources(searchSourceList);
    let last = '';
    const total = await reindexAll(handle.db, (kind, done) => {
      if (kind !== last && last !== '') process.stdout.write('\n');
      last = kind;
      process.stdout.write(`\r${kind}: ${done} record`);
    });
    if (last !== '') process.stdout.write('\n');
    console.info(`Indice di ricerca ricostruito: ${total} record.`);
  } finally {
    await handle.close();
  }
});
