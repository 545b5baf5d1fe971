import type { Kysely } from 'kysely';
import { loadConfig } from '../config/config.ts';
import { createDb } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { rotateVault } from '../security/vault-rotate.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run vault:rotate`: re-encrypts every credential's secret and notes under a new key while the
 * server keeps running (docs/modules/keyholders.md, "Rotazione della chiave del vault").
 */
runCli(async () => {
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, handle.engine);
    const summary = await rotateVault({
      db: handle.db,
      dataDir: config.dataDir,
      envKeys: config.vaultKeys,
      say: (line) => console.info(line),
    });
    console.info(
      `Rotazione completata: ${summary.reencrypted} valori ricifrati con la chiave ${summary.kid}` +
        (summary.raced > 0 ? ` (${summary.raced} modificati nel frattempo dal server e ripresi).` : '.'),
    );
    if (summary.mode === 'file') {
      const retired = summary.retired.join(', ') || 'nessuna';
      console.info(`Chiavi precedenti tolte dal file: ${retired}. Fai un nuovo backup di DATA_DIR.`);
    } else if (summary.retired.length > 0) {
      console.info(
        `Nessun valore usa più ${summary.retired.length > 1 ? 'le chiavi' : 'la chiave'} ${summary.retired.join(', ')}: ` +
          'ora puoi lasciare in VAULT_KEY solo la prima chiave e riavviare i server.',
      );
    } else {
      console.info(
        'VAULT_KEY ha una sola chiave: per cambiarla, metti la nuova per prima (VAULT_KEY=nuova,vecchia), ' +
          'riavvia i server e ripeti il comando.',
      );
    }
  } finally {
    await handle.close();
  }
});
