import { createServer } from 'node:net';
import { DEMO_ACCOUNTS } from '@soul/db';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visitor } from './session.ts';
import { observabilityPlugin } from './observability.ts';
import { AccountClients } from '../test/account-clients.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('health, readiness and metrics', () => {
  it('answers /healthz, and /readyz with what it checked', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, jobs: true } });
  });

  it('is not ready when an instance meant to run jobs does not, or the database does not answer', async () => {
    const probe = async (pool: typeof t.database.pool, running: boolean) => {
      const app = Fastify();
      app.decorateRequest('visitor', null as unknown as Visitor);
      await app.register(observabilityPlugin, {
        pool,
        jobs: { wanted: true, running: () => running },
        metricsPort: undefined,
        metricsHost: '127.0.0.1',
      });
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      await app.close();
      return { status: answer.statusCode, body: answer.json() as unknown };
    };
    expect(await probe(t.database.pool, false)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { database: true, migrations: true, jobs: false } },
    });
    const closed = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    expect(await probe(closed, true)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { database: false, migrations: false, jobs: true } },
    });
    await closed.end();
  });

  it('gives every answer its own request id', async () => {
    const [a, b] = await Promise.all([t.app.inject({ method: 'GET', url: '/healthz' }), t.app.inject({ method: 'GET', url: '/healthz' })]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('counts requests by matched route, shown to administrators only', async () => {
    await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products/12345' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const admin = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.administrator);
    const metrics = await admin.site('GET', '/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/wp-json\/wc\/store\/v1\/products\/:ref",status_code="404"\} \d+/,
    );
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).not.toContain('12345');
  });

  it('serves the metrics on a port of their own when METRICS_PORT is set', async () => {
    const port = await freePort();
    const own = await createTestApp({ metrics: { port, host: '127.0.0.1' } });
    try {
      await own.app.inject({ method: 'GET', url: '/healthz' });
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status_code="200"\} 1/);
    } finally {
      await own.close();
    }
  });
});
