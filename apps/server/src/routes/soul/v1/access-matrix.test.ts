import { DEFAULT_INVOICE_SETTINGS } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The access matrix of the account API (issue 5, "Security"): every soul/v1
 * route × every kind of reader, against one order the company's buyer placed
 * and paid by card. Unknown or foreign ids answer 404, never someone's data.
 */
let t: TestApp;
let clients: AccountClients;
let orderId = 0;
let paymentId = 0;
let lineId = 0;
let productId = 0;
let documentId = 0;
const readers: Record<Reader, StoreClient | null> = {
  guest: null,
  buyer: null,
  director: null,
  viewer: null,
  stranger: null,
  blind: null,
  administrator: null,
};
type Reader = 'guest' | 'buyer' | 'director' | 'viewer' | 'stranger' | 'blind' | 'administrator';

beforeAll(async () => {
  t = await createTestApp();
  clients = new AccountClients(t);
  readers.buyer = await clients.signedIn(DEMO_ACCOUNTS.buyer);
  readers.director = await clients.signedIn(DEMO_ACCOUNTS.director);
  readers.viewer = await clients.signedIn(DEMO_ACCOUNTS.viewer);
  readers.administrator = await clients.signedIn(DEMO_ACCOUNTS.administrator);
  readers.stranger = (await clients.newCustomer()).client;
  readers.blind = (await clients.newCustomer({ role: 'staff', permissions: { permission_view_orders: false } })).client;
  orderId = await clients.placeOrder(readers.buyer, { card: true });
  const row = (
    await t.database.db.execute(
      sql`SELECT p.id AS payment, l.id AS line, l.product_id AS product FROM payments p JOIN order_lines l ON l.order_id = p.order_id WHERE p.order_id = ${orderId}`,
    )
  ).rows[0] as { payment: number; line: number; product: number };
  ({ payment: paymentId, line: lineId, product: productId } = row);
  expect((await readers.buyer.site('GET', `/wp-json/soul/v1/invoice/${orderId}`)).statusCode).toBe(200);
  documentId = ((await t.database.db.execute(sql`SELECT id FROM invoice_documents WHERE order_id = ${orderId}`)).rows[0] as { id: number })
    .id;
});
afterAll(async () => t.close());

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  expected: Record<Reader, number>;
}

// Writes that change nothing when allowed (the same quantity, an amount over what is refundable, the same settings, an invalid message),
// so every cell can be asked without one reader's answer changing another's.
const ROUTES: Route[] = [
  {
    name: 'GET documents',
    method: 'GET',
    path: () => '/wp-json/soul/v1/documents',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 403, administrator: 200 },
  },
  {
    name: 'GET documents/{id}',
    method: 'GET',
    path: () => `/wp-json/soul/v1/documents/${documentId}`,
    expected: { guest: 401, buyer: 200, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'GET documents/{unknown}',
    method: 'GET',
    path: () => '/wp-json/soul/v1/documents/2147483000',
    expected: { guest: 401, buyer: 404, director: 404, viewer: 404, stranger: 404, blind: 403, administrator: 404 },
  },
  {
    name: 'GET orders',
    method: 'GET',
    path: () => '/wp-json/soul/v1/orders',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 403, administrator: 200 },
  },
  {
    name: 'GET orders/{id}',
    method: 'GET',
    path: () => `/wp-json/soul/v1/orders/${orderId}`,
    expected: { guest: 401, buyer: 200, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'GET orders/{unknown}',
    method: 'GET',
    path: () => '/wp-json/soul/v1/orders/2147483000',
    expected: { guest: 401, buyer: 404, director: 404, viewer: 404, stranger: 404, blind: 403, administrator: 404 },
  },
  {
    name: 'POST update-order',
    method: 'POST',
    path: () => '/wp-json/soul/v1/update-order',
    body: () => ({ id: orderId, line_items: [{ id: lineId, product_id: productId, quantity: 1 }] }),
    expected: { guest: 401, buyer: 403, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'POST add-order-item (unavailable product)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/add-order-item',
    body: () => ({ id: orderId, data: { order: { line_items: [{ id: null, product_id: 2147483000, quantity: 1 }] } } }),
    expected: { guest: 401, buyer: 403, director: 404, viewer: 404, stranger: 404, blind: 403, administrator: 404 },
  },
  {
    name: 'GET payments',
    method: 'GET',
    path: () => '/wp-json/soul/v1/payments',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 403, administrator: 200 },
  },
  {
    name: 'GET payments/{id}',
    method: 'GET',
    path: () => `/wp-json/soul/v1/payments/${paymentId}`,
    expected: { guest: 401, buyer: 200, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'POST refund-payment (more than was paid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/refund-payment',
    body: () => ({ payment_id: paymentId, amount: 99_999_999 }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 404, stranger: 404, blind: 403, administrator: 409 },
  },
  {
    name: 'GET invoice/{id}',
    method: 'GET',
    path: () => `/wp-json/soul/v1/invoice/${orderId}`,
    expected: { guest: 401, buyer: 200, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'GET invoice-settings',
    method: 'GET',
    path: () => '/wp-json/soul/v1/invoice-settings',
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 200 },
  },
  {
    name: 'POST invoice-settings',
    method: 'POST',
    path: () => '/wp-json/soul/v1/invoice-settings',
    body: () => DEFAULT_INVOICE_SETTINGS,
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 200 },
  },
  {
    name: 'GET profile',
    method: 'GET',
    path: () => '/wp-json/soul/v1/profile',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 200, administrator: 200 },
  },
  {
    name: 'POST profile (invalid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/profile',
    body: () => ({ email: 'no' }),
    expected: { guest: 401, buyer: 400, director: 400, viewer: 400, stranger: 400, blind: 400, administrator: 400 },
  },
  {
    name: 'POST contact (invalid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/contact',
    body: () => ({ subject: '', message: '' }),
    expected: { guest: 401, buyer: 400, director: 400, viewer: 400, stranger: 400, blind: 400, administrator: 400 },
  },
  // Order chat (issue 20, account §7): the thread follows the order reader; an empty message changes nothing.
  {
    name: 'GET chat?id={order}',
    method: 'GET',
    path: () => `/wp-json/soul/v1/chat?id=${orderId}`,
    expected: { guest: 401, buyer: 200, director: 200, viewer: 404, stranger: 404, blind: 403, administrator: 200 },
  },
  {
    name: 'POST chat (empty message)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/chat',
    body: () => ({ id: orderId, message: ' ' }),
    expected: { guest: 401, buyer: 400, director: 400, viewer: 404, stranger: 404, blind: 403, administrator: 400 },
  },
  {
    name: 'GET admin/chats',
    method: 'GET',
    path: () => '/wp-json/soul/v1/admin/chats',
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 200 },
  },
  {
    name: 'GET admin/chats/{unknown}',
    method: 'GET',
    path: () => '/wp-json/soul/v1/admin/chats/2147483000',
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 404 },
  },
  {
    // Anyone with the page's nonce may record their cookie decision; with no cc_cookie there is nothing to record.
    name: 'POST consents (no record)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/consents',
    expected: { guest: 403, buyer: 400, director: 400, viewer: 400, stranger: 400, blind: 400, administrator: 400 },
  },
  {
    name: 'GET userinfo',
    method: 'GET',
    path: () => '/wp-json/soul/v1/userinfo',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 200, administrator: 200 },
  },
  {
    name: 'GET subscriptions',
    method: 'GET',
    path: () => '/wp-json/soul/v1/subscriptions',
    // Seeing one's own subscriptions does not need permission_view_orders (issue 16).
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 200, administrator: 200 },
  },
  {
    name: 'GET subscriptions/{unknown}',
    method: 'GET',
    path: () => '/wp-json/soul/v1/subscriptions/2147483000',
    expected: { guest: 401, buyer: 404, director: 404, viewer: 404, stranger: 404, blind: 404, administrator: 404 },
  },
  ...['subscriptions', 'promotions', 'marketing-lists', 'reviews', 'product-contents', 'consents', 'menus'].map(
    (things): Route => ({
      name: `GET admin/${things}`,
      method: 'GET',
      path: () => `/wp-json/soul/v1/admin/${things}`,
      expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 200 },
    }),
  ),
  {
    name: 'POST admin/promotions (invalid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/admin/promotions',
    body: () => ({ slug: 'Not A Slug' }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 400 },
  },
  {
    name: 'POST admin/subscriptions/price-changes (invalid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/admin/subscriptions/price-changes',
    body: () => ({ product_id: productId, notice_days: 1 }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 400 },
  },
  {
    name: 'POST admin/menus (invalid)',
    method: 'POST',
    path: () => '/wp-json/soul/v1/admin/menus',
    body: () => ({ menu: 'Not A Slug', language: 'en', items: [] }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 400 },
  },
  {
    name: 'GET menus/shop (public)',
    method: 'GET',
    path: () => '/wp-json/soul/v1/menus/shop',
    expected: { guest: 200, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 200, administrator: 200 },
  },
  ...['reviews', 'marketing-lists', 'product-contents', 'menus'].map(
    (things): Route => ({
      name: `GET admin/${things}/{unknown}`,
      method: 'GET',
      path: () => `/wp-json/soul/v1/admin/${things}/2147483000`,
      expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 404 },
    }),
  ),
  {
    name: 'PUT admin/reviews/{unknown}',
    method: 'PUT',
    path: () => '/wp-json/soul/v1/admin/reviews/2147483000',
    body: () => ({ status: 'approved' }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 404 },
  },
  {
    name: 'DELETE admin/reviews/{unknown}',
    method: 'DELETE',
    path: () => '/wp-json/soul/v1/admin/reviews/2147483000',
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 404 },
  },
  {
    name: 'GET points (each reader their own)',
    method: 'GET',
    path: () => '/wp-json/soul/v1/points',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 200, administrator: 200 },
  },
  {
    name: 'GET admin/points',
    method: 'GET',
    path: () => '/wp-json/soul/v1/admin/points',
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 200 },
  },
  {
    // An unknown customer: allowed, it changes nothing.
    name: 'POST admin/points {unknown customer}',
    method: 'POST',
    path: () => '/wp-json/soul/v1/admin/points',
    body: () => ({ customer: 2147483000, points: 5 }),
    expected: { guest: 401, buyer: 403, director: 403, viewer: 403, stranger: 403, blind: 403, administrator: 404 },
  },
  {
    // Each reader's own scope of orders (the series is theirs alone; the route test checks whose orders count).
    name: 'GET statistics',
    method: 'GET',
    path: () => '/wp-json/soul/v1/statistics?days=7',
    expected: { guest: 401, buyer: 200, director: 200, viewer: 200, stranger: 200, blind: 403, administrator: 200 },
  },
];

const READERS: Reader[] = ['guest', 'buyer', 'director', 'viewer', 'stranger', 'blind', 'administrator'];

async function ask(route: Route, reader: Reader, nonce: 'valid' | 'forged' = 'valid') {
  const client = readers[reader];
  const headers: Record<string, string> = route.method === 'GET' ? {} : { 'content-type': 'application/json' };
  if (route.method !== 'GET' && client) headers['x-wp-nonce'] = nonce === 'valid' ? await clients.restNonce(client) : 'forged-nonce';
  const payload = route.body ? JSON.stringify(route.body()) : undefined;
  if (!client) return t.app.inject({ method: route.method, url: route.path(), headers, ...(payload ? { payload } : {}) });
  return client.site(route.method, route.path(), payload, headers);
}

describe('soul/v1 access matrix (route × reader)', () => {
  it.each(ROUTES.flatMap((route) => READERS.map((reader) => [route.name, reader, route] as const)))(
    '%s as %s',
    async (_name, reader, route) => {
      const response = await ask(route, reader);
      expect(response.statusCode).toBe(route.expected[reader]);
      // A refused or foreign read never carries the order's data.
      if (response.statusCode >= 400) expect(response.body).not.toContain('x@example.lt');
    },
  );

  it.each(ROUTES.filter((route) => route.method !== 'GET').map((route) => [route.name, route] as const))(
    '%s with a forged nonce changes nothing (403)',
    async (_name, route) => {
      const before = (await t.database.db.execute(sql`SELECT total, updated_at FROM orders WHERE id = ${orderId}`)).rows[0];
      const response = await ask(route, 'administrator', 'forged');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
      expect((await t.database.db.execute(sql`SELECT total, updated_at FROM orders WHERE id = ${orderId}`)).rows[0]).toEqual(before);
    },
  );
});
