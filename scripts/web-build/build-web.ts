/**
 * `node scripts/web-build/build-web.ts [--force]`: builds the web app (apps/web/dist) when its
 * sources changed since the last build, then records their hash beside it (see stamp.ts). Run by
 * `npm start` (a no-op of a few tens of ms when the build is current) and by `npm run build`
 * (`--force`: always builds, and stamps the result so that the next start does not build again).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readStamp, webSourcesHash, writeStamp } from './stamp.ts';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'apps/web/dist');
const force = process.argv.includes('--force');

const hash = webSourcesHash(root);
if (!force && readStamp(distDir) === hash) {
  console.info('Interfaccia web già compilata e aggiornata (apps/web/dist).');
} else {
  if (!force)
    console.info('Interfaccia web da compilare: i sorgenti sono cambiati dall’ultima compilazione.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--workspace', '@officina/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Compilazione dell’interfaccia web non riuscita.');
    process.exit(build.status ?? 1);
  }
  // The hash of the sources as they were before the build: an edit made meanwhile rebuilds next time.
  writeStamp(distDir, hash);
}
