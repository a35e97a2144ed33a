import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';

export interface ChildServer {
  label: string;
  /** Lines the child printed after it said it was ready (its logs under load). */
  linesAfterReady(): string[];
  /** SIGTERM, wait, then SIGKILL to its whole process group. Idempotent. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  label: string;
  /** A TypeScript entry file, run as `node --import tsx <script>` from the repo root. */
  script: string;
  env: Record<string, string>;
  /** Inherited variables the child must not see (e.g. a developer's DATABASE_URL). */
  unsetEnv?: string[];
  /** The child is ready once a line of its stdout contains this. */
  readyText: string;
  startTimeoutMs: number;
  /** How long a graceful stop may take (the shop stops its PostgreSQL) before SIGKILL. */
  stopGraceMs: number;
}

const TAIL_LINES = 60;

/**
 * Starts a server in its own Node process, so it never shares an event loop (or a
 * CPU time slice) with autocannon, and resolves once it prints its ready line.
 * If it exits or stalls first, rejects with the tail of what it printed: the shop
 * explains its own start-up failures, the bench only has to show them.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const unset = new Set(options.unsetEnv ?? []);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...options.env }).filter(([name]) => !unset.has(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', options.script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only the bench, which then stops the child
    // in order; and a last-resort SIGKILL to the group also takes its grandchildren
    // (the embedded PostgreSQL) instead of orphaning them on our temp directory.
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const tail: string[] = [];
  const afterReady: string[] = [];
  let ready = false;

  let resolveReady: () => void = () => {};
  const readySeen = new Promise<void>((resolve) => (resolveReady = resolve));

  const onLine = (stream: 'stdout' | 'stderr') => (line: string) => {
    tail.push(stream === 'stderr' ? `! ${line}` : line);
    if (tail.length > TAIL_LINES) tail.shift();
    if (ready) afterReady.push(line);
    else if (stream === 'stdout' && line.includes(options.readyText)) {
      ready = true;
      resolveReady();
    }
  };
  // Keep reading both pipes for the child's whole life: a full pipe would block it.
  readLines(child, 'stdout', onLine('stdout'));
  readLines(child, 'stderr', onLine('stderr'));

  // One stop for everyone (the runner, the Ctrl-C handler): later calls await the first.
  let stopping: Promise<void> | undefined;
  const server: ChildServer = {
    label: options.label,
    linesAfterReady: () => [...afterReady],
    stop: () => (stopping ??= stopChild(child, exited, options.stopGraceMs)),
  };
  onCleanup(`stop ${options.label}`, server.stop);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.startTimeoutMs)));
  const outcome = await Promise.race([readySeen.then(() => 'ready' as const), exited.then(() => 'exited' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'ready') return server;

  await server.stop();
  // 'exit' can come before the last bytes of its pipes (the error message) are read.
  await delay(200);
  const why =
    outcome === 'timeout'
      ? `printed no "${options.readyText}" within ${options.startTimeoutMs / 1000} s`
      : `exited with code ${String(child.exitCode ?? child.signalCode)} before it was ready`;
  throw new Error(`${options.label} ${why}. Its last output:\n${indent(tail)}`);
}

function readLines(child: ChildProcess, stream: 'stdout' | 'stderr', onLine: (line: string) => void): void {
  let buffered = '';
  child[stream]?.setEncoding('utf8');
  child[stream]?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(line);
  });
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  // The grace timer is cancelled as soon as the child exits, so it never keeps the bench alive.
  const grace = new AbortController();
  const stopped = await Promise.race([exited.then(() => true), delay(graceMs, false, { signal: grace.signal }).catch(() => false)]);
  grace.abort();
  if (stopped) return;
  console.error(`[bench] pid ${child.pid} ignored SIGTERM for ${graceMs / 1000} s: SIGKILL to its process group`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
  await exited;
}

function indent(lines: string[]): string {
  return lines.length === 0 ? '    (nothing)' : lines.map((line) => `    ${line}`).join('\n');
}
