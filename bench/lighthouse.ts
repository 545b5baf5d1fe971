/**
 * Lighthouse bench: performance (with accessibility and best practices) of /login, /dashboard, /crm,
 * /opportunities and /timesheet, desktop and mobile presets, on this machine's Chromium, headless.
 * Targets: performance ≥ 95 desktop and ≥ 90 mobile on every page.
 *
 * The server runs as `npm start` runs it (bundled into a private folder) on a fresh SQLite database
 * with the demo data, serving the web build of WEB_DIST_DIR (apps/web/dist by default, built when
 * missing). The signed-in pages are audited as the demo administrator: the session the web app keeps
 * in localStorage (lib/session/session-store.ts) is written into the profile before each audit, and
 * the HTTP cache is emptied instead of Lighthouse's storage reset (which would sign out), so every
 * audit is a cold load. An audit that did not end on the page it asked for (a redirect to /login)
 * fails the bench. Each page runs LIGHTHOUSE_RUNS times (3) and the median run is reported; its full
 * report is kept in bench/results/lighthouse/.
 * `node bench/lighthouse.ts [page …]` runs alone; `npm run bench -- lighthouse` writes the section.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEMO_PASSWORD = 'officina-lighthouse';
const USER = { email: 'amministratore@demo.officina.it', password: DEMO_PASSWORD };
const SESSION_STORAGE_KEY = 'officina:session';
const REPORTS = path.join(ROOT, 'bench/results/lighthouse');

export const LIGHTHOUSE_PAGES = ['/login', '/dashboard', '/crm', '/opportunities', '/timesheet'] as const;
export const LIGHTHOUSE_TARGETS = { desktop: 95, mobile: 90 } as const;
type Preset = keyof typeof LIGHTHOUSE_TARGETS;

export interface LighthouseRow {
  page: string;
  preset: Preset;
  finalUrl: string;
  /** Scores 0–100 of the median run. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, except CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Performance scores of every run, for the spread. */
  runs: number[];
  meetsTarget: boolean;
}

export interface LighthouseFigures {
  rows: LighthouseRow[];
  runsPerPage: number;
  loadBefore: number;
  loadAfter: number;
  chromium: string;
  meetsTargets: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** The session the web app stores after signing in: token, user and permissions. */
async function signIn(url: string): Promise<string> {
  const health = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join('; '))?.[1] ?? '';
  const cookie = `XSRF-TOKEN=${xsrf}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie },
    body: JSON.stringify(USER),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  const permissions = await fetch(`${url}/api/user/permissions`, {
    headers: { authorization: `Bearer ${token}`, cookie },
  });
  if (!permissions.ok) throw new Error(`permissions: ${permissions.status}`);
  const { permissions: rules } = (await permissions.json()) as { permissions: unknown[] };
  return JSON.stringify({
    state: { token, user, authenticated: true, permissions: rules },
    version: 1,
  });
}

function startServer(dataDir: string, port: number, url: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: url,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  execFileSync(process.execPath, ['scripts/build/server.ts', '--out', path.join(dataDir, 'server')], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  execFileSync(process.execPath, ['apps/server/src/cli/seed-demo.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  return spawn(process.execPath, [path.join(dataDir, 'server/server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function ensureWebBuild(): void {
  const dist = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
  if (existsSync(path.join(dist, 'index.html'))) return;
  console.info(`${dist} missing: running npm run build…`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const score = (lhr: RunnerResult['lhr'], category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: RunnerResult['lhr'], audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export async function runLighthouseBench(
  options: { pages?: readonly string[]; runs?: number } = {},
): Promise<LighthouseFigures> {
  const pages = options.pages ?? LIGHTHOUSE_PAGES;
  const runs = options.runs ?? (Number(process.env.LIGHTHOUSE_RUNS) || 3);
  ensureWebBuild();
  // Inside the repository (bench/results is ignored by git): the bundle finds node_modules from there.
  const dataDir = path.join(ROOT, 'bench/results', `lighthouse-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port, url);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForHealth(url, server);
    const session = await signIn(url);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const loadBefore = os.loadavg()[0] ?? 0;
    const rows: LighthouseRow[] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const page of pages) {
        const results: RunnerResult['lhr'][] = [];
        // A trace Chromium failed to record (NO_NAVSTART, NO_FCP on a busy machine) is audited again,
        // up to twice per page; a page that fails a third time fails the bench.
        let retries = 2;
        for (let run = 0; run < runs; run++) {
          // The profile as a returning user's browser after a deploy: signed in (or not, for
          // /login), nothing in the HTTP cache.
          const tab = await browser.newPage();
          await tab.goto(`${url}/api/health`);
          await tab.evaluate(
            (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
            SESSION_STORAGE_KEY,
            page === '/login' ? '' : session,
          );
          const cdp = await tab.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await tab.close();
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: true,
          };
          const result = await lighthouse(
            `${url}${page}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const failure = result.lhr.runtimeError;
          if (failure && retries > 0) {
            retries--;
            run--;
            process.stdout.write('r');
            continue;
          }
          if (failure)
            throw new Error(`Lighthouse on ${page} (${preset}): ${failure.code} ${failure.message}`);
          results.push(result.lhr);
          process.stdout.write('.');
        }
        const median = computeMedianRun(results);
        // The full report of the median run, for the diagnostics the table leaves out.
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(
          path.join(REPORTS, `${preset}${page.replaceAll('/', '-')}.json`),
          JSON.stringify(median),
        );
        const finalUrl = new URL(median.finalDisplayedUrl).pathname;
        const performance = score(median, 'performance');
        rows.push({
          page,
          preset,
          finalUrl,
          performance,
          accessibility: score(median, 'accessibility'),
          bestPractices: score(median, 'best-practices'),
          fcp: metric(median, 'first-contentful-paint'),
          lcp: metric(median, 'largest-contentful-paint'),
          tbt: metric(median, 'total-blocking-time'),
          cls: metric(median, 'cumulative-layout-shift'),
          si: metric(median, 'speed-index'),
          runs: results.map((lhr) => score(lhr, 'performance')),
          meetsTarget: finalUrl === page && performance >= LIGHTHOUSE_TARGETS[preset],
        });
      }
    }
    await browser.disconnect();
    process.stdout.write('\n');
    const figures: LighthouseFigures = {
      rows,
      runsPerPage: runs,
      loadBefore,
      loadAfter: os.loadavg()[0] ?? 0,
      chromium: execFileSync(chrome.process.spawnfile, ['--version'], { encoding: 'utf8' }).trim(),
      meetsTargets: rows.every((row) => row.meetsTarget),
    };
    console.info(formatLighthouse(figures));
    return figures;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function rowCells(row: LighthouseRow): string[] {
  return [
    row.page,
    row.preset,
    row.finalUrl === row.page ? row.finalUrl : `${row.finalUrl} (redirected!)`,
    `${row.performance}${row.meetsTarget ? '' : ' ✗'}`,
    row.runs.join(' / '),
    String(row.accessibility),
    String(row.bestPractices),
    ms(row.fcp),
    ms(row.lcp),
    ms(row.tbt),
    row.cls.toFixed(3),
    ms(row.si),
  ];
}

const HEADER = [
  'page',
  'preset',
  'final URL',
  'perf.',
  'runs',
  'a11y',
  'best pr.',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
];

function formatLighthouse(figures: LighthouseFigures): string {
  const table = [HEADER, ...figures.rows.map(rowCells)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((cells) => cells[i]?.length ?? 0)));
  return [
    `\nLighthouse ${figures.chromium}, median of ${figures.runsPerPage} runs, load ${figures.loadBefore.toFixed(1)} → ${figures.loadAfter.toFixed(1)}`,
    ...table.map((cells) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')),
  ].join('\n');
}

export function lighthouseBenchMarkdown(figures: LighthouseFigures): string[] {
  return [
    `${figures.chromium} headless, Lighthouse 13 (simulated throttling: the mobile preset is a mid-range phone on slow 4G, 4× CPU slowdown), median of ${figures.runsPerPage} runs per page, one minute load average ${figures.loadBefore.toFixed(1)} before and ${figures.loadAfter.toFixed(1)} after. Targets: performance ≥ ${LIGHTHOUSE_TARGETS.desktop} desktop, ≥ ${LIGHTHOUSE_TARGETS.mobile} mobile (${figures.meetsTargets ? 'met' : 'not met'}).`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, i) => (i < 3 ? '---' : '---:')).join('|')}|`,
    ...figures.rows.map((row) => `| ${rowCells(row).join(' | ')} |`),
  ];
}

if (import.meta.main) {
  const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const figures = await runLighthouseBench(pages.length > 0 ? { pages } : {});
  if (!figures.meetsTargets) process.exitCode = 1;
}
