import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { problem } from '@soul/contracts';
import { ProblemError } from '../http/problem-error.ts';
import type { AppServices } from '../services/app-services.ts';
import type { ErrorReporter } from '../services/reporting/error-reporter.ts';
import { errorsPlugin } from './errors.ts';

/** The error handler on a bare Fastify with a fake reporter: API routes never render pages, so no service is used. */
async function appWith(reporter: ErrorReporter) {
  const app = Fastify({ genReqId: () => 'req-42' });
  await app.register(errorsPlugin, { services: {} as AppServices, reporter });
  app.get('/wp-json/soul/v1/boom', async () => {
    throw new Error('database went away');
  });
  app.get('/wp-json/soul/v1/missing', async () => {
    throw new ProblemError(problem('orderNotFound'));
  });
  return app;
}

describe('server error reporting', () => {
  it('reports a 5xx with its request id and route, and still answers the hidden 500', async () => {
    const reporter = { capture: vi.fn(), close: vi.fn(async () => {}) };
    const app = await appWith(reporter);
    const response = await app.inject({ method: 'GET', url: '/wp-json/soul/v1/boom?token=secret' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('database went away');
    expect(reporter.capture).toHaveBeenCalledTimes(1);
    expect(reporter.capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'database went away' }), {
      requestId: 'req-42',
      method: 'GET',
      route: '/wp-json/soul/v1/boom',
      status: 500,
    });
    await app.close();
  });

  it('does not report expected failures (4xx)', async () => {
    const reporter = { capture: vi.fn(), close: vi.fn(async () => {}) };
    const app = await appWith(reporter);
    expect((await app.inject({ method: 'GET', url: '/wp-json/soul/v1/missing' })).statusCode).toBeLessThan(500);
    expect(reporter.capture).not.toHaveBeenCalled();
    await app.close();
  });
});
