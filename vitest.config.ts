import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

/**
 * Files that replace a module with `vi.mock`: they run isolated, because the
 * other files of their projects share one module graph per worker.
 */
const MOCKING_SERVER_FILES = [
  'apps/server/src/services/reporting/error-reporter.test.ts',
  'apps/server/src/services/reporting/send-with-retries.test.ts',
];

/**
 * One Vitest run, these projects:
 *  - unit:   pure packages (contracts, domain, i18n), no database; and the
 *            server files that mock a module (isolated)
 *  - server: HTTP and repository tests on a real PostgreSQL, prepared once per
 *            run by scripts/test-database.ts (embedded by default, or the
 *            server named by DATABASE_URL)
 *  - web:    React widgets in jsdom (apps/web/vitest.config.ts)
 *
 * server runs without isolation: a file's imports (the whole app) are loaded
 * once per worker instead of once per file, which is most of a file's time.
 * Each file builds its own app on its own data.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/{contracts,domain,i18n}/src/**/*.test.ts', ...MOCKING_SERVER_FILES],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          exclude: MOCKING_SERVER_FILES,
          environment: 'node',
          isolate: false,
          globalSetup: ['scripts/test-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...webProjects,
    ],
  },
});
