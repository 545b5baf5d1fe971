/**
 * Bundle bench: gzip size of the JavaScript the /login route needs (target ≤ 150 KB) and of the whole
 * web build. Reads apps/web/dist and its Vite manifest (building first when missing).
 * Run alone with `node bench/bundle.ts`; `runBundleBench()` is what `npm run bench` calls.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** gzip bytes of the entry chunk and its static imports */
  entryGzip: number;
  /** gzip bytes of every JS file /login needs: entry, its layout and page chunks and their imports */
  loginRouteGzip: number;
  loginRouteFiles: string[];
  /** gzip bytes of all JS in the build */
  totalJsGzip: number;
  /** gzip bytes of all CSS in the build */
  totalCssGzip: number;
  limitGzip: number;
  withinLimit: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const LOGIN_LIMIT = 150 * 1024;
/** Source modules React Router loads lazily to render /login. */
const LOGIN_SOURCES = ['src/app/layouts/default-layout.tsx', 'src/app/routes/login-page.tsx'];

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk's file and those of its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function ensureBuild(): void {
  if (existsSync(MANIFEST)) return;
  console.info('apps/web/dist missing: running npm run build…');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

function filesWithExtension(dir: string, extension: string): string[] {
  return readdirSync(path.join(DIST, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name));
}

export async function runBundleBench(): Promise<BundleFigures> {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

  const entryFiles = staticClosure(manifest, entryKey, new Set());
  const loginFiles = new Set(entryFiles);
  for (const source of LOGIN_SOURCES) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (!key) throw new Error(`${source} is not a chunk of the build`);
    staticClosure(manifest, key, loginFiles);
  }

  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  const figures: BundleFigures = {
    entryGzip: sum(entryFiles),
    loginRouteGzip: sum(loginFiles),
    loginRouteFiles: [...loginFiles].sort(),
    totalJsGzip: sum(filesWithExtension('assets', '.js')),
    totalCssGzip: sum(filesWithExtension('assets', '.css')),
    limitGzip: LOGIN_LIMIT,
    withinLimit: false,
  };
  figures.withinLimit = figures.loginRouteGzip <= LOGIN_LIMIT;

  console.info('\nWeb bundle (gzip -9)');
  // biome-ignore lint/suspicious/noConsole: the bench prints its table
  console.table({
    'entry + static imports': { gzip: kb(figures.entryGzip) },
    '/login route JS': { gzip: kb(figures.loginRouteGzip), limit: kb(LOGIN_LIMIT), ok: figures.withinLimit },
    'all JS': { gzip: kb(figures.totalJsGzip) },
    'all CSS': { gzip: kb(figures.totalCssGzip) },
  });
  return figures;
}

if (import.meta.main) {
  const figures = await runBundleBench();
  if (!figures.withinLimit) process.exitCode = 1;
}
