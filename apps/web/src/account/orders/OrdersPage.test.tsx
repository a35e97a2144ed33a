import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountProps, fakeApi, json, order, phoneScreen, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

function ordersApi(total = 23) {
  return fakeApi({
    'GET /orders': (call) => {
      const page = Number(call.query.get('page'));
      const first = (page - 1) * 10;
      const orders = Array.from({ length: Math.min(10, total - first) }, (_, i) =>
        order({ id: 100 + first + i, name: `#${100 + first + i}` }),
      );
      return json(200, orders, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(Math.ceil(total / 10)) });
    },
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => api.callsTo('GET', '/orders').at(-1)?.query;

describe('orders list', () => {
  it('turns the filters into the request query and the page URL', async () => {
    const api = ordersApi();
    await renderAccount('/orders');
    await screen.findByRole('table', { name: 'Your orders' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'on-hold');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'total');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
    await waitFor(() =>
      expect(lastQuery(api)?.toString()).toBe('lang=en&status=on-hold&days=90&orderby=total&order=asc&page=1&per_page=10'),
    );
    expect(window.location.pathname).toBe('/my-account/orders');
    expect(window.location.search).toBe('?status=on-hold&days=90&sort=total&dir=asc');
  });

  it('restores the filters from a shared link', async () => {
    const api = ordersApi();
    await renderAccount('/orders?status=shipped&days=30&pg=2');
    await screen.findByRole('table', { name: 'Your orders' });
    expect(lastQuery(api)?.get('status')).toBe('shipped');
    expect(lastQuery(api)?.get('days')).toBe('30');
    expect(lastQuery(api)?.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('shipped');
  });

  it('searches only from 2 characters, after typing stops', async () => {
    const api = ordersApi();
    await renderAccount('/orders');
    await screen.findByRole('table', { name: 'Your orders' });
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(search, 'g');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(api.callsTo('GET', '/orders').every((call) => !call.query.has('search'))).toBe(true);
    await userEvent.type(search, 'u');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('gu'), { timeout: 2000 });
    expect(window.location.search).toBe('?q=gu');
  });

  it('pages with the X-WP-Total headers', async () => {
    const api = ordersApi(23);
    await renderAccount('/orders');
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('23 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(api)?.get('page')).toBe('3'));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    expect(window.location.search).toBe('?pg=3');
  });

  it('links each row to its detail and shows the status badge', async () => {
    ordersApi(3);
    await renderAccount('/orders');
    expect(await screen.findByRole('link', { name: 'View order #101' })).toHaveAttribute('href', '/my-account/orders/101');
    expect(within(screen.getByRole('table', { name: 'Your orders' })).getAllByText('Processing')).toHaveLength(3);
  });

  it('shows the query error panel when the list fails', async () => {
    fakeApi({
      'GET /orders': json(403, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }),
    });
    await renderAccount('/orders');
    expect(await screen.findByText('Sorry, you are not allowed to do that.')).toBeInTheDocument();
    expect(screen.getByText('Query Error')).toBeInTheDocument();
  });

  it('filters by every status an order can have, pending and waiting for payment told apart', async () => {
    const api = ordersApi();
    await renderAccount('/orders');
    await screen.findByRole('table', { name: 'Your orders' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    const options = within(status)
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options.map(([value]) => value)).toEqual([
      '',
      'pending',
      'waiting_for_payment',
      'on-hold',
      'processing',
      'shipped',
      'completed',
      'cancelled',
      'refunded',
      'failed',
    ]);
    expect(Object.fromEntries(options)).toMatchObject({
      pending: 'Payment in progress',
      waiting_for_payment: 'Waiting for payment',
      refunded: 'Refunded',
      failed: 'Failed',
    });
    await userEvent.selectOptions(status, 'refunded');
    await waitFor(() => expect(lastQuery(api)?.get('status')).toBe('refunded'));
    expect(window.location.search).toBe('?status=refunded');
  });

  it('tells a page past the end from having no orders, and offers the first page', async () => {
    const api = ordersApi(13);
    await renderAccount('/orders?pg=5');
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    expect(screen.queryByText('You have no orders yet.')).toBeNull();
    expect(screen.queryByText(/41–13/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(lastQuery(api)?.get('page')).toBe('1'));
    expect(await screen.findByText('1–10 of 13')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('says the same when the server answers a page past the end with X-WP-Total 0', async () => {
    fakeApi({ 'GET /orders': json(200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }) });
    await renderAccount('/orders?pg=5');
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    expect(screen.queryByText('You have no orders yet.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeInTheDocument();
  });

  it('shows each order as a card on a phone, total and status without scrolling', async () => {
    phoneScreen();
    ordersApi(3);
    await renderAccount('/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'View order #100' })).toHaveAttribute('href', '/my-account/orders/100');
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    expect(within(card).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('€43.99');
    expect(within(card).getByText('Date', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2 Nov 2026');
  });

  it.each([
    ['an administrator', accountProps({ administrator: true })],
    [
      'a company director',
      accountProps({ user: { id: 7, displayName: 'Director', email: 'director@soulshop.example', role: 'director' } }),
    ],
  ])('says "Orders", not "Your orders", to %s', async (_who, props) => {
    ordersApi(3);
    await renderAccount('/orders', { props });
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });
});

describe('orders list offline', () => {
  it('says the query failed at once (never waits for the network) and asks again on "Try again"', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    let online = false;
    const api = fakeApi({
      'GET /orders': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, [order({ id: 7, name: '#7' })], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
      },
    });
    await renderAccount('/orders');
    expect(await screen.findByText(/Query failed\. Please check your connection/, undefined, { timeout: 5000 })).toBeVisible();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Your orders' });
    expect(api.callsTo('GET', '/orders').length).toBe(2);
  });
});
