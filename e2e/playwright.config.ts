import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_URL, e2eServerEnv } from './support/env.ts';

/**
 * Browser tests: Debian's Chromium (no browser download here), driven against the real server serving
 * the built web app on a fresh SQLite database seeded with the demo users.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Every test makes the records it reads (e2e/support/records.ts), so any two may run side by side.
  fullyParallel: true,
  workers: 2,
  projects: [
    // Tests that change what the whole app or one user shares (offer settings, checklist templates,
    // a user's theme or running timer, the admin's password): one at a time, beside the others.
    // Listed first so that their one worker starts at once instead of finishing alone at the end.
    { name: 'shared-state', testMatch: 'shared-state/**/*.spec.ts', workers: 1 },
    { name: 'journeys', testIgnore: ['shared-state/**', 'exclusive/**', 'reliability/**'] },
    // Tests that change what every other test relies on (a default group's permissions): alone,
    // after all the others.
    {
      name: 'exclusive',
      testMatch: 'exclusive/**/*.spec.ts',
      dependencies: ['shared-state', 'journeys'],
      workers: 1,
    },
    // The reliability suite's browser part (hostile payloads rendered inert): `npm run
    // test:reliability`, not the journeys run.
    { name: 'reliability', testMatch: 'reliability/**/*.spec.ts' },
  ],
  retries: 0,
  // Generous: a passing test takes what it takes, a timeout only bounds a failing one. This machine's
  // speed varies 2–3× between sessions (2026-11-27: a journey of 15 s took 45 s beside another worker;
  // a CI run that day timed the six-page timer journey out at 90 s, the project page still loading).
  timeout: 150_000,
  // 30 s: in the CI run of 2026-11-27 (signing in took ~24 s) two pages' first rows took more than 15.
  expect: { timeout: 30_000 },
  // The list, then what the page showed at each failure (support/failure-context-reporter.ts).
  reporter: [['list'], ['./support/failure-context-reporter.ts']],
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  use: {
    baseURL: E2E_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // The DOM at each step, without the screencast: its frames (encoded all through every test, kept only
    // for a failure) cost the browser and its compositor a third of the CPU of a run (docs/PERFORMANCE.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: bundled (scripts/build/server.ts), here into the run's own
    // folder from the sources as they are now, so a stale bundle is never what gets tested.
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      `node scripts/build/server.ts --out ${E2E_DATA_DIR}/server`,
      'node apps/server/src/cli/seed-demo.ts',
      `node ${E2E_DATA_DIR}/server/server.js`,
    ].join(' && '),
    cwd: '..',
    url: `${E2E_URL}/api/health`,
    env: e2eServerEnv,
    reuseExistingServer: false,
    // Bundling, seeding the demo data and starting: under a minute here, up to 2–3× that on a slow VM.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
