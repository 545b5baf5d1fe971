/**
 * When the web app needs a build: a hash of everything Vite's output depends on (the web app's
 * sources, public files and config, the contracts it bundles, the lockfile) is written beside the
 * build as `dist/.build-stamp`; the build is stale when that file is missing or holds another hash.
 * Content, not modification times: a checkout or a copy that changes mtimes alone rebuilds nothing,
 * and an edit that keeps the mtime still rebuilds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** What the build reads, relative to the repository root: folders are walked, files read. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
] as const;

/** Tests and their setup are not bundled: editing them rebuilds nothing. */
const isTestOnly = (relative: string) =>
  /\.test\.[cm]?[jt]sx?$/.test(relative) || relative.startsWith('apps/web/src/test/');

function listFiles(root: string, relative: string, into: string[]): void {
  const absolute = path.join(root, relative);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    into.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (isTestOnly(child)) continue;
    if (entry.isDirectory()) listFiles(root, child, into);
    else if (entry.isFile()) into.push(child);
  }
}

/** SHA-256 over the sorted paths and contents of the build's inputs under `root`. */
export function webSourcesHash(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) listFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash recorded by the last build in `distDir`, or undefined when there is none. */
export function readStamp(distDir: string): string | undefined {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return undefined;
  try {
    return fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(distDir: string, hash: string): void {
  fs.writeFileSync(path.join(distDir, STAMP_FILE), `${hash}\n`);
}

/** True when `distDir` holds no build, or one made from other sources than those under `root`. */
export function isWebBuildStale(root: string, distDir: string, inputs?: readonly string[]): boolean {
  const stamp = readStamp(distDir);
  return stamp === undefined || stamp !== webSourcesHash(root, inputs);
}
