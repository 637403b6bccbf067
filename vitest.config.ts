import { defineConfig } from 'vitest/config';

const SERVER_TESTS = 'packages/server/test/**/*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default on this project's 2-core machines is one worker (cores − 1), which runs the
    // files one after another; much of the suite waits on browsers, servers and databases, so two
    // workers finish it in far less time. The heavy files are split so no single one dominates.
    maxWorkers: 2,
    reporters: ['default', './scripts/summary-reporter.ts'],
    // The server suite runs twice, once per storage adapter (packages/server/test/store-under-test.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [SERVER_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'server:sqlite',
          include: [SERVER_TESTS],
          // PostgreSQL's own tests, and the cluster's (several nodes need the shared database).
          exclude: ['packages/server/test/postgres*.test.ts', 'packages/server/test/cluster/**'],
          env: { BOARDHALL_TEST_STORE: 'sqlite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server:postgres',
          include: [SERVER_TESTS],
          // SQLite's own file, WAL, checkpoint and migration tests.
          exclude: ['packages/server/test/storage.test.ts', 'packages/server/test/sqlite-*.test.ts'],
          env: { BOARDHALL_TEST_STORE: 'postgres' },
          setupFiles: ['packages/server/test/setup-postgres.ts'],
        },
      },
    ],
  },
});
