import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { openSqlite } from '../db/sqlite.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run backup`: a consistent copy of the SQLite database through SQLite's online backup API
 * (safe while the server runs; a file copy of a WAL database is not). On PostgreSQL, pg_dump is the
 * right tool, so this only explains how to run it.
 */
runCli(async () => {
  const config = loadConfig();
  if (config.database.engine === 'postgres') {
    console.info(
      'Il database è PostgreSQL: usa pg_dump, ad esempio\n' +
        '  pg_dump --format=custom --file=officina-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"\n' +
        'e per ripristinare: pg_restore --clean --if-exists --dbname="$DATABASE_URL" <file>.dump',
    );
    return;
  }
  const source = config.database.file;
  if (!fs.existsSync(source))
    throw new Error(`nessun database da copiare in ${source} (avvia prima il server)`);
  const dir = path.join(config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.join(dir, `officina-${stamp}.db`);
  const database = openSqlite(source);
  try {
    await database.backup(target);
  } finally {
    database.close();
  }
  const kib = Math.round(fs.statSync(target).size / 1024);
  console.info(`Backup scritto in ${target} (${kib} KiB).`);
});
