/**
 * The server's build: apps/server/src bundled by Rolldown into apps/server/dist as ES modules —
 * `server.js` (the process entry), `sqlite-read-worker.js` (the SQLite read workers' script, which
 * db/sqlite-read-pool.ts finds beside the module that loads it) and chunks for what loads on first
 * use (the offer PDF). Node then loads three files at start instead of about 1,100 modules it would
 * type-strip one by one (docs/decisions/0013-server-runs-bundled.md).
 *
 * Left out of the bundle, loaded from node_modules: native addons (better-sqlite3, argon2), and the
 * heavy libraries the server imports on first use (decision 0012), so that they stay out of the start.
 * Source maps are written beside the bundle but not loaded at start (Node's --enable-source-maps
 * parses the 5 MB map at once: +90 MB of memory); the bundle is not minified, so a logged stack still
 * names functions, and `NODE_OPTIONS=--enable-source-maps` maps it back to the sources when needed.
 *
 * `node scripts/build/server.ts [--out <dir>]` builds into another folder (the browser tests build
 * a private copy per run, so that two runs never rebuild the same files under each other).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

export const SERVER_EXTERNALS: (string | RegExp)[] = [
  /^node:/,
  'better-sqlite3',
  'argon2',
  'pg-native',
  'exceljs',
  'pdfkit',
  'nodemailer',
  '@scalar/fastify-api-reference',
  /^@aws-sdk\//,
  // Web Push (CommonJS with its own crypto dependencies) and the Redis client, loaded from node_modules.
  'web-push',
  'ioredis',
];

export async function buildServer(root: string, outDir = path.join(root, 'apps/server/dist')): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    input: {
      server: path.join(root, 'apps/server/src/server.ts'),
      'sqlite-read-worker': path.join(root, 'apps/server/src/db/sqlite-read-worker.ts'),
    },
    platform: 'node',
    external: SERVER_EXTERNALS,
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      sourcemap: true,
      entryFileNames: '[name].js',
      // Every file in one folder: the read pool finds the worker's script beside itself.
      chunkFileNames: '[name]-[hash].js',
    },
  });
}

if (import.meta.main) {
  const out = process.argv[process.argv.indexOf('--out') + 1];
  const root = path.resolve(import.meta.dirname, '../..');
  await buildServer(root, process.argv.includes('--out') && out ? path.resolve(out) : undefined);
}
