import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChildServer } from './child-server.ts';
import { onCleanup } from './cleanup.ts';
import { freePort } from './free-port.ts';
import type { RunningServer } from './hello.ts';
import { repoRoot } from './paths.ts';

/**
 * Starts the real shop exactly as `npm start` does (minus the build), on a free port,
 * with a fresh embedded PostgreSQL in a temp dir, so every run measures the same
 * freshly seeded demo catalogue and never touches the developer's ./data.
 */
export async function startShop(): Promise<RunningServer & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soul-bench-'));
  // mkdtemp makes it 0700; as root the embedded PostgreSQL runs initdb as the
  // `postgres` user, which must be able to enter it to create pg/ inside.
  await chmod(dataDir, 0o755);
  // Registered before the shop, so it runs after the shop (and its PostgreSQL) stopped.
  onCleanup('delete the temp data dir', () => rm(dataDir, { recursive: true, force: true }));

  const port = await freePort();
  const child = await startChildServer({
    label: 'the shop',
    script: path.join(repoRoot, 'apps', 'server', 'src', 'start.ts'),
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Always the embedded database, and links on the bench's own address.
    unsetEnv: ['DATABASE_URL', 'PUBLIC_URL'],
    readyText: 'Soul Shop is running at',
    // First start: initdb, migrations, demo seed and product images on 2 cores.
    startTimeoutMs: 180_000,
    stopGraceMs: 30_000,
  });
  return { baseUrl: `http://127.0.0.1:${port}`, process: child, dataDir };
}
