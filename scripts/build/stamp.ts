/**
 * When a build is stale: a hash of everything a build's output depends on (its sources, config, the
 * contracts it bundles, the lockfile) is written beside the output as `.build-stamp`; the build is
 * stale when that file is missing, when the output's main file is missing, or when it holds another
 * hash. Content, not modification times: a checkout or a copy that changes mtimes alone rebuilds
 * nothing, and an edit that keeps the mtime still rebuilds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** One build: what it reads and where it writes, relative to the repository root. */
export interface BuildTarget {
  /** Folders are walked, files read; tests are left out (they are not bundled). */
  inputs: readonly string[];
  distDir: string;
  /** The output file whose absence means "not built", whatever the stamp says. */
  marker: string;
}

/** The web app: Vite's output in apps/web/dist. */
export const WEB_BUILD: BuildTarget = {
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
    'packages/contracts/src',
    'packages/contracts/package.json',
    'package-lock.json',
  ],
  distDir: 'apps/web/dist',
  marker: 'index.html',
};

/** The server: one JavaScript bundle (and its lazily loaded chunks) in apps/server/dist. */
export const SERVER_BUILD: BuildTarget = {
  inputs: [
    'apps/server/src',
    'apps/server/package.json',
    'packages/contracts/src',
    'packages/contracts/package.json',
    'package-lock.json',
    'scripts/build/server.ts',
  ],
  distDir: 'apps/server/dist',
  marker: 'server.js',
};

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

/** SHA-256 over the sorted paths and contents of a build's inputs under `root`. */
export function sourcesHash(root: string, inputs: readonly string[]): string {
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

/** The hash recorded by the last build of `target` under `root`, or undefined when there is none. */
export function readStamp(root: string, target: BuildTarget): string | undefined {
  const distDir = path.join(root, target.distDir);
  if (!fs.existsSync(path.join(distDir, target.marker))) return undefined;
  try {
    return fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(root: string, target: BuildTarget, hash: string): void {
  fs.writeFileSync(path.join(root, target.distDir, STAMP_FILE), `${hash}\n`);
}

/** True when `target` under `root` has no build, or one made from other sources than those there. */
export function isBuildStale(root: string, target: BuildTarget): boolean {
  const stamp = readStamp(root, target);
  return stamp === undefined || stamp !== sourcesHash(root, target.inputs);
}
