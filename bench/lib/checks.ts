import type { Target } from '../scenarios/scenario.ts';
import type { Measurement } from './load.ts';

/** One PASS/FAIL line of the report. */
export interface Check {
  name: string;
  pass: boolean;
  /** Why it failed, in numbers; empty when it passed. */
  failures: string[];
}

/**
 * A route passes when it reaches its share of the ceiling and its p99 — and answered
 * every request with a 2xx: a fast 500 is not a fast route.
 */
export function checkRoute(name: string, m: Measurement, ceilingRps: number, target: Target): Check {
  const failures: string[] = [];
  const ratio = m.requestsPerSec / ceilingRps;
  if (ratio < target.ratioOfCeiling) failures.push(`${ratio.toFixed(2)}× ceiling < ${target.ratioOfCeiling.toFixed(2)}×`);
  if (target.minRequestsPerSec !== undefined && m.requestsPerSec < target.minRequestsPerSec) {
    failures.push(`${Math.round(m.requestsPerSec)} req/s < ${target.minRequestsPerSec}`);
  }
  if (m.p99Ms > target.p99Ms) failures.push(`p99 ${m.p99Ms} ms > ${target.p99Ms} ms`);
  if (m.non2xx > 0) failures.push(`${m.non2xx} non-2xx${m.failedSamples[0] ? ` (first: ${m.failedSamples[0].slice(0, 160)})` : ''}`);
  if (m.errors + m.timeouts > 0) failures.push(`${m.errors} errors, ${m.timeouts} timeouts`);
  return { name, pass: failures.length === 0, failures };
}

/** A figure that must stay at or under a budget (KB of JS). */
export function checkAtMost(name: string, value: number, budget: number, unit: string): Check {
  const pass = value <= budget;
  return { name, pass, failures: pass ? [] : [`${value.toFixed(1)} ${unit} > ${budget} ${unit}`] };
}

/** A figure that must reach a floor (a Lighthouse score). */
export function checkAtLeast(name: string, value: number, floor: number): Check {
  const pass = value >= floor;
  return { name, pass, failures: pass ? [] : [`${value} < ${floor}`] };
}
