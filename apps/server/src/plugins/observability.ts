import { createServer, type Server } from 'node:http';
import { pendingMigrations } from '@soul/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface ObservabilityOptions {
  pool: pg.Pool;
  /** Whether this instance is meant to run background jobs, and whether it does. */
  jobs: { wanted: boolean; running: () => boolean };
  /** A separate port for Prometheus (bound to `metricsHost`); unset = only administrators read /metrics. */
  metricsPort: number | undefined;
  metricsHost: string;
}

/** How long readiness waits for the database before saying no. */
const READY_TIMEOUT_MS = 2000;

/**
 * What a load balancer and an operator need to know about an instance:
 * `GET /healthz` (the process answers), `GET /readyz` (database reachable,
 * every migration of this build applied, the job worker running where it
 * should), and request metrics in Prometheus's format (count and latency by
 * method, matched route and status): on their own port, or at /metrics for
 * a signed-in administrator. Every answer carries its request id.
 */
export const observabilityPlugin = fp<ObservabilityOptions>(async (app: FastifyInstance, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The matched pattern, never the raw URL: one series per route, whatever ids and queries arrive.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const database = await withTimeout(
      options.pool.query('SELECT 1').then(() => true),
      READY_TIMEOUT_MS,
    ).catch(() => false);
    const migrations = database ? (await pendingMigrations(options.pool).catch(() => 1)) === 0 : false;
    const jobs = !options.jobs.wanted || options.jobs.running();
    const ready = database && migrations && jobs;
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: { database, migrations, jobs } });
  });

  app.get('/metrics', async (request, reply) => {
    if (request.visitor.role !== 'administrator') return reply.callNotFound();
    return reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });

  if (options.metricsPort !== undefined) {
    const port = options.metricsPort;
    const server: Server = createServer((_request, response) => {
      void registry.metrics().then((text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text));
    });
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(port, options.metricsHost, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}
