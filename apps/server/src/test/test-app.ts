import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@soul/db';
import { connectTestDatabase, isolatedTestDatabase } from '@soul/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<BuildAppOptions, 'wrapGateway' | 'clock'> {
  /** Names the app's connections in PostgreSQL, so a test can tell its app's writes from those of test files running beside it. */
  applicationName?: string;
  /** A database of its own (migrated, no demo data) instead of the run's shared one; dropped on close. */
  isolated?: boolean;
  /** Adds to the app before it is ready (a test-only route). */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * The real app on the run's test database (embedded or external PostgreSQL),
 * for `inject()`: configuration `overrides` on top of the defaults, and
 * optionally its card gateways wrapped.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { applicationName, beforeReady, isolated, ...buildOptions } = options;
  const own = isolated ? await isolatedTestDatabase() : null;
  const database = own?.database ?? (await connectTestDatabase({ applicationName }));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soul-app-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), publicUrl: 'http://shop.test', ...overrides };
  const app = await buildApp({ config, database, logger: false, ...buildOptions });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (own) await own.drop();
      else await database.close();
    },
  };
}
