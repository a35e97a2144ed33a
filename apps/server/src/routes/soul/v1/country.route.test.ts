import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const LITHUANIAN = '78.56.1.1';
const GERMAN = '80.128.0.1';

const settingsOf = (html: string) =>
  JSON.parse(/<script[^>]*id="soul-settings"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

describe('country by IP behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it("GET soul/v1/country answers the forwarded client address's country, never cached", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/country', headers: { 'x-forwarded-for': LITHUANIAN } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ country: 'LT' });
    const german = await t.app.inject({
      method: 'GET',
      url: '/wp-json/soul/v1/country',
      headers: { 'x-forwarded-for': `${GERMAN}, 10.0.0.5` },
    });
    // The proxy at 127.0.0.1 is trusted, 10.0.0.5 is not: the address it reports is the client.
    expect(german.json()).toEqual({ country: null });
    const direct = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/country', headers: { 'x-forwarded-for': GERMAN } });
    expect(direct.json()).toEqual({ country: 'DE' });
  });

  it('the page settings carry the country; a valid country cookie wins, a forged one does not', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': LITHUANIAN } });
    expect(settingsOf(page.body)).toMatchObject({ country: 'LT' });
    const kept = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-for': LITHUANIAN },
      cookies: { soul_country: 'de' },
    });
    expect(settingsOf(kept.body)).toMatchObject({ country: 'DE' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-for': LITHUANIAN },
      cookies: { soul_country: '<b>' },
    });
    expect(settingsOf(forged.body)).toMatchObject({ country: 'LT' });
  });
});

describe('country by IP without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("ignores X-Forwarded-For: the connection's own address (here loopback) has no country", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/country', headers: { 'x-forwarded-for': LITHUANIAN } });
    expect(answer.json()).toEqual({ country: null });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': LITHUANIAN } });
    expect(settingsOf(page.body)).toMatchObject({ country: null });
  });
});
