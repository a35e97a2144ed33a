import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { adminDataProvider } from './data-provider.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeApi(answer: { status?: number; body?: unknown; headers?: Record<string, string> }) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const provider = adminDataProvider({ root: '/wp-json/soul/v1', nonce: 'n0nce', language: 'lt', fetch: fetch as typeof globalThis.fetch });
  return { provider, calls };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('adminDataProvider (the admin convention)', () => {
  it('lists with page, per_page, orderby, order, search and filters, and reads X-WP-Total', async () => {
    const { provider, calls } = fakeApi({ body: [{ id: 3, status: 'pending' }], headers: { 'X-WP-Total': '41' } });
    const listed = await provider.getList('reviews', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'date', order: 'DESC' },
      filter: { status: 'pending', search: 'jar', product: [4, 5], empty: '' },
    });
    expect(listed).toEqual({ data: [{ id: 3, status: 'pending' }], total: 41 });
    const url = new URL(calls[0]?.url ?? '', 'http://shop');
    expect(url.pathname).toBe('/wp-json/soul/v1/admin/reviews');
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'product[]'))).toEqual({
      page: '3',
      per_page: '20',
      orderby: 'date',
      order: 'desc',
      status: 'pending',
      search: 'jar',
      lang: 'lt',
    });
    expect(url.searchParams.getAll('product[]')).toEqual(['4', '5']);
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0], 'X-WP-Nonce')).toBe('n0nce');
  });

  it("keys a vendor by its user id (ra-core's records need an `id`)", async () => {
    const { provider, calls } = fakeApi({ body: { userId: 12, status: 'approved' } });
    const updated = await provider.update('vendors', { id: 12, data: { status: 'approved', group: 2 }, previousData: { id: 12 } });
    expect(updated.data).toEqual({ id: 12, userId: 12, status: 'approved' });
    expect(calls[0]?.url).toBe('/wp-json/soul/v1/admin/vendors/12?lang=lt');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ status: 'approved', group: 2 });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('gets one, creates with POST and deletes with DELETE', async () => {
    const { provider, calls } = fakeApi({ body: { id: 7, name: 'Spring' } });
    expect((await provider.getOne('promotions', { id: 7 })).data).toEqual({ id: 7, name: 'Spring' });
    await provider.create('promotions', { data: { name: 'Spring' } });
    await provider.delete('promotions', { id: 7, previousData: { id: 7 } });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/wp-json/soul/v1/admin/promotions/7?lang=lt'],
      ['POST', '/wp-json/soul/v1/admin/promotions?lang=lt'],
      ['DELETE', '/wp-json/soul/v1/admin/promotions/7?lang=lt'],
    ]);
  });

  it("turns a WordPress error's data.params into field errors for the form", async () => {
    const { provider } = fakeApi({
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): name',
        data: { status: 400, params: { name: 'name is required' } },
      },
    });
    const failed = await provider.create('promotions', { data: { name: '' } }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({
      status: 400,
      message: 'Invalid parameter(s): name',
      body: { code: 'rest_invalid_param', errors: { name: 'name is required' } },
    });
  });

  it('a refusal without params is an HttpError with its status and message', async () => {
    const { provider } = fakeApi({
      status: 403,
      body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
    });
    await expect(
      provider.getList('vendors', { pagination: { page: 1, perPage: 20 }, sort: { field: 'date', order: 'DESC' }, filter: {} }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Sorry, you are not allowed to do that.',
    });
  });
});
