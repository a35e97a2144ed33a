import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { CLIENT_ERROR_REPORTS_PER_WINDOW } from '@soul/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PgRateLimitRepository } from '@soul/db';
import { ClientErrorReports } from '../../../services/reporting/client-error-reports.ts';
import { registerClientErrorRoute } from './client-errors.route.ts';

const URL = '/wp-json/soul/v1/client-errors';
const report = {
  message: "Cannot read properties of undefined (reading 'price')",
  stack: 'TypeError: …\n    at Price (island.js:1:200)',
  url: 'http://shop.test/product/gut-restore',
  widget: 'product-detail',
  language: 'en',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(async () => t?.close());

/** A client address of its own, so the counters of other tests (and of earlier runs on an external database) never meet this one's. */
function someAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

function post(payload: unknown, remoteAddress = someAddress(), query = '') {
  return t.app.inject({
    method: 'POST',
    url: `${URL}${query}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
}

describe('POST soul/v1/client-errors', () => {
  it('takes a report without nonce or session: 204, no body', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await post({ message: 'Script failed', url: '/' })).statusCode).toBe(204);
  });

  it('answers a bad body 400 in the REST error shape, naming the parameters, in the request language', async () => {
    for (const body of [
      {},
      { ...report, message: '' },
      { ...report, message: 'x'.repeat(1001) },
      { ...report, language: 'de' },
      { ...report, url: 42 },
      'just text',
      [report],
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_param',
        message: expect.stringContaining('Invalid parameter(s)'),
        data: { status: 400 },
      });
    }
    const lt = await post({ url: '/' }, someAddress(), '?lang=lt');
    expect(lt.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { message: expect.any(String) } } });
    expect(lt.json().message).not.toContain('Invalid parameter(s)');
  });

  it('refuses a body past its size limit in the same shape', async () => {
    const response = await post({ ...report, stack: 'x'.repeat(40_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 413 } });
  });

  it(`takes ${CLIENT_ERROR_REPORTS_PER_WINDOW} reports a window from one address, then 429; another address is not affected`, async () => {
    const address = someAddress();
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_WINDOW; i++) expect((await post(report, address)).statusCode).toBe(204);
    const refused = await post(report, address, '?lang=lt');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'soul_too_many_reports',
      message: 'Iš šio adreso gauta per daug klaidų pranešimų. Bandykite vėliau.',
      data: { status: 429 },
    });
    expect((await post(report)).statusCode).toBe(204);
  });

  it('logs each report as one structured warning with the user agent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerClientErrorRoute(app, { clientErrors: new ClientErrorReports(new PgRateLimitRepository(t.database.db)) });
    try {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        payload: report,
        headers: { 'user-agent': 'Mozilla/5.0 (test)' },
        remoteAddress: someAddress(),
      });
      expect(response.statusCode).toBe(204);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: unknown });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: 40,
        msg: 'browser error report',
        clientError: { ...report, userAgent: 'Mozilla/5.0 (test)' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('the Sentry DSN in the page settings', () => {
  const settingsOf = (html: string) =>
    JSON.parse(/<script[^>]*id="soul-settings"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

  it('is left out without SENTRY_DSN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(settingsOf(page.body)).not.toHaveProperty('sentryDsn');
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('is given to the page, and its ingest origin to the page’s connect-src, with SENTRY_DSN', async () => {
    const withSentry = await createTestApp({ jobWorker: false, sentryDsn: 'https://public@o42.ingest.sentry.example/7' });
    try {
      const page = await withSentry.app.inject({ method: 'GET', url: '/' });
      expect(settingsOf(page.body)).toMatchObject({ sentryDsn: 'https://public@o42.ingest.sentry.example/7' });
      expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self' https://o42.ingest.sentry.example;");
    } finally {
      await withSentry.close();
    }
  });
});
