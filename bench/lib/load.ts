import autocannon, { type Result } from 'autocannon';
import type { LoadPlan } from '../scenarios/scenario.ts';

export interface LoadSettings {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export interface Measurement {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts: the server dropped or never answered. */
  errors: number;
  timeouts: number;
  totalRequests: number;
  statusCodes: Record<string, number>;
  /** The first few non-2xx answers (status and start of body), so a failure explains itself. */
  failedSamples: string[];
}

const maxFailedSamples = 5;

/** Wraps each request so the first non-2xx answers are kept for the report. */
function recordingFailures(requests: LoadPlan['requests'], samples: string[]): LoadPlan['requests'] {
  return requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => {
      request.onResponse?.(status, body, context, headers);
      if ((status < 200 || status > 299) && samples.length < maxFailedSamples) samples.push(`${status} ${body.slice(0, 300)}`);
    },
  }));
}

/**
 * Loads one route with autocannon from this process (the server is always a child
 * process). autocannon's own warm-up phase runs first so JIT, caches and the DB pool
 * are hot; its figures are discarded.
 */
export async function measure(baseUrl: string, plan: LoadPlan, settings: LoadSettings): Promise<Measurement> {
  const failedSamples: string[] = [];
  const result: Result = await autocannon({
    url: baseUrl,
    connections: settings.connections,
    duration: settings.durationSec,
    requests: recordingFailures(plan.requests, failedSamples),
    ...(plan.headers ? { headers: plan.headers } : {}),
    ...(plan.setupClient ? { setupClient: plan.setupClient } : {}),
    ...(settings.warmupSec > 0 ? { warmup: { connections: settings.connections, duration: settings.warmupSec } } : {}),
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    totalRequests: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    failedSamples,
  };
}
