/**
 * `node scripts/build/build.ts [--force]`: builds the web app (apps/web/dist) and the server
 * (apps/server/dist) where their sources changed since the last build, then records the sources'
 * hash beside each build (stamp.ts). Run by `npm start` (a no-op of a few tens of ms when both are
 * current) and by `npm run build` (`--force`: always builds both, and stamps them, so that the next
 * start builds nothing).
 */
import path from 'node:path';
import { buildServer } from './server.ts';
import { type BuildTarget, readStamp, SERVER_BUILD, sourcesHash, WEB_BUILD, writeStamp } from './stamp.ts';
import { buildWeb } from './web.ts';

const root = path.resolve(import.meta.dirname, '../..');
const force = process.argv.includes('--force');

async function buildIfStale(
  name: string,
  target: BuildTarget,
  run: () => void | Promise<void>,
): Promise<void> {
  // The hash of the sources as they were before the build: an edit made meanwhile rebuilds next time.
  const hash = sourcesHash(root, target.inputs);
  if (!force && readStamp(root, target) === hash) {
    console.info(`${name}: niente da compilare, ${target.distDir} è aggiornata.`);
    return;
  }
  if (!force) console.info(`${name}: sorgenti cambiati dall’ultima compilazione, compilo.`);
  await run();
  writeStamp(root, target, hash);
}

try {
  await buildIfStale('Interfaccia web', WEB_BUILD, () => buildWeb(root));
  await buildIfStale('Server', SERVER_BUILD, () => buildServer(root));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
