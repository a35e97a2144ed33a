import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/http.ts';
import { NonceStore } from '../../api/nonce-store.ts';
import { fakeApi, json, order } from '../test-support.tsx';
import { AccountClient } from './account-client.ts';
import { InvalidAnswerError } from './errors.ts';

afterEach(() => vi.unstubAllGlobals());

function client(language: 'en' | 'lt' = 'en') {
  const nonces = new NonceStore({ store: 'store-old', rest: 'rest-old', ajax: 'ajax-old', timestamp: 1 });
  const accountClient = new AccountClient({
    soulRoot: '/wp-json/soul/v1',
    ajaxUrl: '/wp-admin/admin-ajax.php',
    language,
    nonces,
    text: {
      network: () => 'Query failed. Please check your connection or reload the page and try again.',
      invalidAnswer: () => 'Query result data format is not correct',
    },
  });
  return { accountClient, nonces };
}

const staleRestNonce = () => json(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
const freshNonces = json(200, {
  success: true,
  data: { rest_nonce: 'rest-new', ajax_nonce: 'ajax-new', store_nonce: 'store-new', timestamp: 2 },
});

describe('AccountClient: REST nonce (account §8)', () => {
  it('fetches fresh nonces on rest_cookie_invalid_nonce and retries once with the new one', async () => {
    const api = fakeApi({
      'GET /cancel-order/12': (_call, index) => (index === 0 ? staleRestNonce() : json(200, order({ status: 'cancelled' }))),
      'POST ajax:soulel_get_nonce_clientside': freshNonces,
    });
    const { accountClient, nonces } = client();
    const cancelled = await accountClient.cancelOrder(12);
    expect(cancelled.status).toBe('cancelled');
    const attempts = api.callsTo('GET', '/cancel-order/12');
    expect(attempts.map((call) => call.headers.get('X-WP-Nonce'))).toEqual(['rest-old', 'rest-new']);
    expect(api.ajaxCalls('soulel_get_nonce_clientside')).toHaveLength(1);
    expect(nonces.get()).toMatchObject({ rest: 'rest-new', ajax: 'ajax-new', store: 'store-new' });
  });

  it('retries only once: a second refusal is the error', async () => {
    const api = fakeApi({ 'POST /update-order': staleRestNonce, 'POST ajax:soulel_get_nonce_clientside': freshNonces });
    const { accountClient } = client();
    const error = await accountClient.updateOrder({ id: 12, line_items: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' });
    expect(api.callsTo('POST', '/update-order')).toHaveLength(2);
    expect(api.ajaxCalls('soulel_get_nonce_clientside')).toHaveLength(1);
  });

  it('does not retry other 403s', async () => {
    const api = fakeApi({
      'POST /update-order': json(403, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }),
    });
    const { accountClient } = client();
    await expect(accountClient.updateOrder({ id: 12, line_items: [] })).rejects.toThrow('Sorry, you are not allowed to do that.');
    expect(api.callsTo('POST', '/update-order')).toHaveLength(1);
    expect(api.ajaxCalls('soulel_get_nonce_clientside')).toHaveLength(0);
  });
});

describe('AccountClient: answers and errors', () => {
  it('sends the language and reads the paging headers', async () => {
    const api = fakeApi({ 'GET /orders': json(200, [order()], { 'X-WP-Total': '23', 'X-WP-TotalPages': '3' }) });
    const page = await client('lt').accountClient.listOrders(new URLSearchParams({ page: '2', per_page: '10' }));
    expect(page).toMatchObject({ total: 23, totalPages: 3 });
    expect(page.items).toHaveLength(1);
    expect(api.calls[0]?.query.toString()).toBe('lang=lt&page=2&per_page=10');
  });

  it("answers 'Query result data format is not correct' for an order answer that holds no order", async () => {
    fakeApi({ 'GET /orders/12': json(200, { id: 12, note: 'not an order' }) });
    const error = await client()
      .accountClient.getOrder(12)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect((error as Error).message).toBe('Query result data format is not correct');
  });

  it('keeps the per-field messages of rest_invalid_param', async () => {
    fakeApi({
      'POST /profile': json(400, {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): email',
        data: { status: 400, params: { email: 'Please enter a valid e-mail address.' } },
      }),
    });
    const update = {
      firstName: 'R',
      lastName: 'J',
      company: '',
      email: 'bad',
      phone: '',
      address: '',
      city: '',
      postCode: '',
      country: 'LT',
      position: '',
      notifications: { email: false, sms: false, orders: false },
      currentPassword: '',
      newPassword: '',
    };
    const error = await client()
      .accountClient.updateProfile(update)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rest_invalid_param', params: { email: 'Please enter a valid e-mail address.' } });
  });

  it("turns a network failure into 'Query failed…'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(client().accountClient.getProfile()).rejects.toThrow(
      'Query failed. Please check your connection or reload the page and try again.',
    );
  });

  it('uploads the photo as multipart with the nonce', async () => {
    const api = fakeApi({
      'POST /profile/photo': json(400, { code: 'soul_invalid_image', message: 'Not an image.', data: { status: 400 } }),
    });
    const file = new File(['gif'], 'me.gif', { type: 'image/gif' });
    await expect(client().accountClient.uploadPhoto(file)).rejects.toThrow('Not an image.');
    const call = api.calls[0];
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData).get('photo')).toBe(file);
    expect(call?.headers.get('X-WP-Nonce')).toBe('rest-old');
    expect(call?.headers.get('Content-Type')).toBeNull();
  });
});

describe('AccountClient: invoice export (admin-ajax)', () => {
  it('refreshes a stale ajax nonce and retries once', async () => {
    const api = fakeApi({
      'POST ajax:wpo_wcpdf_export_get_order_ids': (_call, index) =>
        index === 0 ? json(403, { success: false, data: 'Nonce is invalid.' }) : json(200, { success: true, data: [3, 4] }),
      'POST ajax:soulel_get_nonce_clientside': freshNonces,
    });
    const ids = await client().accountClient.exportOrderIds({ dateFrom: '2026-10-01', dateTo: '2026-10-31', status: 'any' });
    expect(ids).toEqual([3, 4]);
    const attempts = api.ajaxCalls('wpo_wcpdf_export_get_order_ids');
    expect(attempts.map((call) => call.form?.get('ajax_nonce'))).toEqual(['ajax-old', 'ajax-new']);
    expect(Object.fromEntries(attempts[1]!.form!)).toEqual({
      action: 'wpo_wcpdf_export_get_order_ids',
      ajax_nonce: 'ajax-new',
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      status: 'any',
    });
  });

  it('raises the message of { success: false, data }', async () => {
    fakeApi({ 'POST ajax:wpo_wcpdf_export_get_order_ids': json(200, { success: false, data: 'Invalid date range.' }) });
    await expect(client().accountClient.exportOrderIds({ dateFrom: '2026-10-01', dateTo: '2026-10-31', status: 'any' })).rejects.toThrow(
      'Invalid date range.',
    );
  });

  it('returns the combined PDF', async () => {
    const api = fakeApi({
      'POST ajax:wpo_wcpdf_export_bulk': new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const pdf = await client().accountClient.exportInvoices([3, 4]);
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(api.calls[0]?.form?.get('order_ids')).toBe('3,4');
  });
});
