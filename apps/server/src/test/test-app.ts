import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@soul/db';
import { connectTestDatabase } from '@soul/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on the run's test database (embedded or external PostgreSQL), for `inject()`; optionally with its card gateways wrapped. */
export async function createTestApp(options: Pick<BuildAppOptions, 'wrapGateway'> = {}): Promise<TestApp> {
  const database = await connectTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soul-app-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), publicUrl: 'http://shop.test' };
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
