import type { LoadSettings } from './load.ts';

export type Part = 'api' | 'frontend';

export interface BenchOptions {
  /** Exit non-zero when a target fails (CI); otherwise failures are only reported. */
  strict: boolean;
  parts: Set<Part>;
  load: LoadSettings;
  /** Lighthouse audits per page; the median-performance run is reported. */
  lighthouseRuns: number;
}

const usage = `Usage: npm run bench -- [--strict] [--only=api|frontend]
  --strict           exit with code 1 when a target fails
  --only=api         ceiling + shop API routes only
  --only=frontend    first-load JS + Lighthouse only
Environment: BENCH_DURATION (s per route, default 10), BENCH_WARMUP (s, default 3),
             BENCH_LIGHTHOUSE_RUNS (per page, default 1), CHROME_PATH (default /usr/bin/chromium)`;

/** Reads the command line and BENCH_* variables; throws with the usage text on anything unknown. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  let strict = false;
  let parts = new Set<Part>(['api', 'frontend']);
  for (const arg of argv) {
    if (arg === '--strict') strict = true;
    else if (arg === '--only=api' || arg === '--only=frontend') parts = new Set([arg.slice('--only='.length) as Part]);
    else if (arg === '--help' || arg === '-h') throw new UsageError(usage, 0);
    else throw new UsageError(`Unknown argument ${arg}\n${usage}`, 2);
  }
  return {
    strict,
    parts,
    load: {
      connections: 10,
      durationSec: positiveInteger(env, 'BENCH_DURATION', 10),
      warmupSec: positiveInteger(env, 'BENCH_WARMUP', 3, true),
    },
    lighthouseRuns: positiveInteger(env, 'BENCH_LIGHTHOUSE_RUNS', 1),
  };
}

/** A bad command line: the runner prints the message and exits with `exitCode`. */
export class UsageError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, zeroAllowed = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1)) throw new UsageError(`${name} must be a whole number of ${zeroAllowed ? '0 or more' : '1 or more'}, got "${raw}"`, 2);
  return value;
}
