import type { LoadSettings } from './load.ts';

export type Part = 'api' | 'frontend' | 'catalogue';

export interface BenchOptions {
  /** Exit non-zero when a target fails (CI); otherwise failures are only reported. */
  strict: boolean;
  parts: Set<Part>;
  load: LoadSettings;
  /** Lighthouse audits per page; the median-performance run is reported. */
  lighthouseRuns: number;
  /** Products the catalogue part adds to the demo catalogue before measuring it again. */
  catalogueSize: number;
}

/** `--catalogue` without a size: the large catalogue the paging targets are set for. */
const DEFAULT_CATALOGUE_SIZE = 20_000;

const usage = `Usage: npm run bench -- [--strict] [--only=api|frontend|catalogue] [--catalogue[=N]]
  --strict           exit with code 1 when a target fails
  --only=api         ceiling + shop API routes only
  --only=frontend    first-load JS + Lighthouse only
  --only=catalogue   catalogue paging only (demo catalogue, then N more products)
  --catalogue[=N]    also measure catalogue paging, growing the bench's temp catalogue by
                     N products (default ${DEFAULT_CATALOGUE_SIZE}); runs last, after the parts it would skew
Environment: BENCH_DURATION (s per route, default 10), BENCH_WARMUP (s, default 3),
             BENCH_LIGHTHOUSE_RUNS (per page, default 1), CHROME_PATH (default /usr/bin/chromium)`;

/** Reads the command line and BENCH_* variables; throws with the usage text on anything unknown. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  let strict = false;
  let parts = new Set<Part>(['api', 'frontend']);
  let catalogueSize = DEFAULT_CATALOGUE_SIZE;
  let catalogue = false;
  for (const arg of argv) {
    if (arg === '--strict') strict = true;
    else if (arg === '--only=api' || arg === '--only=frontend' || arg === '--only=catalogue')
      parts = new Set([arg.slice('--only='.length) as Part]);
    else if (arg === '--catalogue') catalogue = true;
    else if (arg.startsWith('--catalogue=')) {
      catalogue = true;
      catalogueSize = productCount(arg.slice('--catalogue='.length));
    } else if (arg === '--help' || arg === '-h') throw new UsageError(usage, 0);
    else throw new UsageError(`Unknown argument ${arg}\n${usage}`, 2);
  }
  if (catalogue) parts.add('catalogue');
  return {
    strict,
    parts,
    load: {
      connections: 10,
      durationSec: positiveInteger(env, 'BENCH_DURATION', 10),
      warmupSec: positiveInteger(env, 'BENCH_WARMUP', 3, true),
    },
    lighthouseRuns: positiveInteger(env, 'BENCH_LIGHTHOUSE_RUNS', 1),
    catalogueSize,
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

function productCount(raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 1_000_000)
    throw new UsageError(`--catalogue takes a number of products from 1 to 1000000, got "${raw}"`, 2);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, zeroAllowed = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1))
    throw new UsageError(`${name} must be a whole number of ${zeroAllowed ? '0 or more' : '1 or more'}, got "${raw}"`, 2);
  return value;
}
