import { scenarios } from '../scenarios/index.ts';
import type { Target } from '../scenarios/scenario.ts';
import { checkRoute, type Check } from './checks.ts';
import { startHelloServer } from './hello.ts';
import { measure, type LoadSettings, type Measurement } from './load.ts';

export interface RouteResult {
  name: string;
  measurement: Measurement;
  target: Target;
  ratioOfCeiling: number;
  check: Check;
}

/**
 * The ceiling: hello-world Fastify in its own process, measured with the same
 * connections and duration as the shop. Stopped before the shop starts so the two
 * never compete for the 2 cores.
 */
export async function measureCeiling(settings: LoadSettings): Promise<Measurement> {
  const hello = await startHelloServer();
  try {
    log(`ceiling: Fastify hello world, ${settings.connections} connections, ${settings.durationSec} s (+${settings.warmupSec} s warm-up)`);
    return await measure(hello.baseUrl, { requests: [{ method: 'GET', path: '/' }] }, settings);
  } finally {
    await hello.process.stop();
  }
}

/** Every scenario of scenarios/index.ts against the running shop, one after the other. */
export async function measureRoutes(
  baseUrl: string,
  databaseUrl: string,
  ceilingRps: number,
  settings: LoadSettings,
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const scenario of scenarios) {
    const plan = await scenario.setup(baseUrl, {
      connections: settings.connections,
      loadSeconds: settings.durationSec + settings.warmupSec,
      databaseUrl,
    });
    log(`${scenario.name}: ${settings.durationSec} s (+${settings.warmupSec} s warm-up)`);
    const measurement = await measure(baseUrl, plan, settings);
    results.push({
      name: scenario.name,
      measurement,
      target: scenario.target,
      ratioOfCeiling: measurement.requestsPerSec / ceilingRps,
      check: checkRoute(scenario.name, measurement, ceilingRps, scenario.target),
    });
  }
  return results;
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}
