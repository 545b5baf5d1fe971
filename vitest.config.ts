import { defineConfig } from 'vitest/config';

// Five projects: contracts (pure), server (API tests on TEST_DB=sqlite|postgres), web (jsdom),
// architecture (the import rules of scripts/architecture/rules.ts over the source tree, run once,
// with the tests of the other repository scripts: scripts/build), and reliability (apps/server/
// reliability: servers started as child processes, killed, loaded and fuzzed — docs/RELIABILITY.md).
export default defineConfig({
  test: {
    // Four test files at a time. Vitest's default on this 2-core machine is one (cores − 1), which
    // left the cores ~40 % idle while the API suite waited on PostgreSQL or on file I/O. Measured
    // 2026-11-27, same machine and hour, 1 → 3 → 4 files at a time: unit 142 → 92 s (3), API on
    // SQLite 233 → 146 → 145 s, API on PostgreSQL 480 → 307 → 252 s. Each file still has its own
    // database; the reliability project keeps one file at a time (its own fileParallelism).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // `*.pg.test.ts`: what only PostgreSQL can show (a terminated connection, a deadlock, a row
          // locked by another connection), run when TEST_DB=postgres and not listed otherwise.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['**/*.pg.test.ts'],
          environment: 'node',
          // Four files at a time on two cores, and some VMs here run 2.5–3× slower than others: a
          // test of 7 s alone (two apps started, or a wait on a bound) took over 20 s in a CI run
          // (2026-11-28: the S3 health test). A hang still fails, a minute later.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'architecture',
          root: './scripts',
          include: ['architecture/*.test.ts', 'build/*.test.ts'],
          environment: 'node',
          // build/server-bundle.test.ts builds the server and starts it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'reliability',
          root: './apps/server/reliability',
          include: ['**/*.test.ts'],
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['**/*.pg.test.ts'],
          environment: 'node',
          // The tests start servers, kill them, restart them and load them for a minute; one file at
          // a time, so that a load test measures the server and not its neighbour.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
