import path from 'node:path';
import { z } from 'zod';

/** An empty variable (`DATABASE_URL=`) means "not set", as shells and CI files often write it. */
function emptyAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** Configuration from environment variables, checked once at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** External PostgreSQL; when unset the shop starts an embedded one under DATA_DIR. */
  DATABASE_URL: emptyAsUnset(z.string().optional()),
  DATA_DIR: z.string().default('./data'),
  /** Public base URL used in links (permalinks, canonical); defaults to http://HOST:PORT. */
  PUBLIC_URL: emptyAsUnset(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  dbPoolSize: number;
  /** Where generated product images are written and served from (/media/). */
  mediaDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    dbPoolSize: c.DB_POOL_SIZE,
    mediaDir: path.join(dataDir, 'media'),
  };
}
