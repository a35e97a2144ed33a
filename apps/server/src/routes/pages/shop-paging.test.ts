import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The shop page reads its page number from the URL (`pg`) and lists through the same query schema as the Store API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /products (shop page) paging', () => {
  it.each(['99999999999', '99999999999999999999'])('renders a page number far past the end (pg=%s) instead of failing', async (pg) => {
    const response = await t.app.inject({ method: 'GET', url: `/products?pg=${pg}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
