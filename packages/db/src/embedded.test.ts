import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connection.ts';
import { DataDirectoryInUseError, startEmbeddedPostgres } from './embedded.ts';

const CHILD = fileURLToPath(new URL('./test-support/embedded-child.ts', import.meta.url));
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'soul-embedded-test-'));
  dirs.push(dir);
  return dir;
}

/** Starts a child "shop" holding the embedded database; resolves with its URL once ready. */
function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}: ${output}`)));
  });
}

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('refuses a data directory that a running shop owns, and recovers after that shop is killed with -9', async () => {
    const dataDir = await tempDir();
    const { child, url } = await startChild(dataDir);
    await query(url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$survives$$)');

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    // Refusing touched nothing: the owner's database still answers.
    expect((await query(url, 'SELECT value FROM kept')).rows).toEqual([{ value: 'survives' }]);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The orphaned postmaster is still running and holding the directory…
    expect((await query(url, 'SELECT 1 AS alive')).rows).toEqual([{ alive: 1 }]);

    // …and the next start stops it cleanly and takes over, data intact.
    const restarted = await startEmbeddedPostgres({ dataDir });
    try {
      expect((await query(restarted.url, 'SELECT value FROM kept')).rows).toEqual([{ value: 'survives' }]);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});

describe('connectDatabase', () => {
  it('explains a malformed DATABASE_URL', async () => {
    await expect(connectDatabase('not a url')).rejects.toThrow(/not a valid URL/);
    await expect(connectDatabase('mysql://localhost/shop')).rejects.toThrow(/must start with postgres:\/\//);
  });

  it('explains an unreachable server without crashing', async () => {
    await expect(connectDatabase('postgres://nobody@127.0.0.1:1/nothing')).rejects.toThrow(
      /Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/nothing/,
    );
  });
});
