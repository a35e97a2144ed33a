import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects:
 *  - unit:   pure packages (contracts, domain, i18n), no database
 *  - server: HTTP and repository tests on a real PostgreSQL, prepared once per
 *            run by scripts/test-database.ts (embedded by default, or the
 *            server named by DATABASE_URL)
 *  - web:    React widgets in jsdom
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/{contracts,domain,i18n}/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
