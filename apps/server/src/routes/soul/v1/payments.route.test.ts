import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { orderUpdateMails } from '../../../test/test-products.ts';

const app = withAccountApp();

interface Payment {
  id: number;
  order_id: number;
  amount: string;
  refunded: string;
  status: string;
  gateway: string;
  transaction_id: string;
}
interface PaymentDetail extends Payment {
  events: { kind: string; amount: string | null; detail: string }[];
  refundable: string;
  attachments: { url: string }[];
  card: { last4: string } | null;
}

const paymentsOf = async (client: StoreClient, query = '') =>
  (await client.site('GET', `/wp-json/soul/v1/payments${query}`)).json() as Payment[];

describe('soul/v1 payments', () => {
  it('lists the reader’s payments with the card’s real timeline; nobody else’s', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 2000 });
    const list = await paymentsOf(client);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      order_id: orderId,
      amount: String(2000 + 299),
      status: 'successful',
      gateway: 'soul_test_card',
      transaction_id: expect.stringMatching(/^ch_test_/),
    });
    const detail = (await client.site('GET', `/wp-json/soul/v1/payments/${list[0]?.id}`)).json() as PaymentDetail;
    expect(detail.events.map((e) => e.kind)).toEqual(['created', 'succeeded']);
    expect(detail.card?.last4).toBe('4242');
    expect(detail.attachments).toEqual([
      { kind: 'invoice', title: `Invoice of order #${orderId}`, url: `/wp-json/soul/v1/invoice/${orderId}` },
    ]);
    // A customer may not refund: nothing is refundable for them.
    expect(detail.refundable).toBe('0');

    const stranger = (await app.clients.newCustomer()).client;
    expect(await paymentsOf(stranger)).toEqual([]);
    expect((await stranger.site('GET', `/wp-json/soul/v1/payments/${list[0]?.id}`)).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/payments' })).statusCode).toBe(401);
    const blind = (await app.clients.newCustomer({ role: 'staff', permissions: { permission_view_orders: false } })).client;
    expect((await blind.site('GET', '/wp-json/soul/v1/payments')).statusCode).toBe(403);
  });

  it('filters by status and order, and pages', async () => {
    const { client } = await app.clients.newCustomer();
    const first = await app.clients.placeOrder(client);
    await app.clients.placeOrder(client);
    expect((await paymentsOf(client, '?status=pending')).length).toBe(2);
    expect((await paymentsOf(client, '?status=successful')).length).toBe(0);
    expect((await paymentsOf(client, `?order_id=${first}`)).map((p) => p.order_id)).toEqual([first]);
    const page = await client.site('GET', '/wp-json/soul/v1/payments?per_page=1&page=2');
    expect(page.headers['x-wp-total']).toBe('2');
    expect((page.json() as Payment[]).length).toBe(1);
    const past = await client.site('GET', '/wp-json/soul/v1/payments?per_page=1&page=9');
    expect([past.json(), past.headers['x-wp-total']]).toEqual([[], '2']);
    expect((await client.site('GET', '/wp-json/soul/v1/payments?status=refused')).statusCode).toBe(400);
  });

  it('an administrator refunds part, then the rest; the order becomes refunded; never more than was taken', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 4000 });
    const [payment] = await paymentsOf(client);
    if (!payment) throw new Error('no payment');
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const seen = (await admin.site('GET', `/wp-json/soul/v1/payments/${payment.id}`)).json() as PaymentDetail;
    expect(seen.refundable).toBe(String(4000 + 299));

    const customerTry = await soulPost(app.clients, client, 'refund-payment', { payment_id: payment.id, amount: 100 });
    expect(customerTry.statusCode).toBe(403);
    const noNonce = await admin.site('POST', '/wp-json/soul/v1/refund-payment', { payment_id: payment.id, amount: 100 });
    expect(noNonce.statusCode).toBe(403);

    const half = await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount: 2000, reason: 'damaged jar' });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({ refunded: '2000', refundable: String(2299) });
    // Each filter lists what the badge says: partly refunded is no longer just "successful".
    expect((await paymentsOf(client, '?status=successful')).map((p) => p.id)).toEqual([]);
    expect((await paymentsOf(client, '?status=refunded')).map((p) => p.id)).toEqual([payment.id]);
    const tooMuch = await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount: 2300 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'soul_refund_too_large' });
    const rest = await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount: 2299 });
    const detail = rest.json() as PaymentDetail;
    expect(detail.events.map((e) => [e.kind, e.amount])).toEqual([
      ['created', '4299'],
      ['succeeded', '4299'],
      ['refund_requested', '2000'],
      ['refunded', '2000'],
      ['refund_requested', '2299'],
      ['refunded', '2299'],
    ]);
    expect(detail.refundable).toBe('0');
    const order = (await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as {
      status: string;
      total: string;
      total_refunded: string;
    };
    expect(order).toMatchObject({ status: 'refunded', total: String(4000 + 299), total_refunded: String(4000 + 299) });
    const mails = await orderUpdateMails(app.t.database, orderId, 2);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['order_refunded', `A refund for your Soul Shop order #${orderId}`],
      ['order_refunded', `A refund for your Soul Shop order #${orderId}`],
    ]);
    expect(mails.some((m) => m.text.includes('We have refunded €20.00'))).toBe(true);
    // The reason is the shop's note: the customer sees the refund, not why.
    expect(detail.events.find((e) => e.kind === 'refund_requested')).toMatchObject({ detail: 'damaged jar' });
    const customerView = (await client.site('GET', `/wp-json/soul/v1/payments/${payment.id}`)).json() as {
      events: { kind: string; detail: string }[];
    };
    expect(customerView.events.filter((e) => e.kind === 'refund_requested').map((e) => e.detail)).toEqual(['', '']);
  });

  it('two refunds at once queue on the payment: each is its own refund at the gateway, never more than was taken', async () => {
    const { client } = await app.clients.newCustomer();
    await app.clients.placeOrder(client, { card: true, priceCents: 2000 });
    const [payment] = await paymentsOf(client);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const nonce = await app.clients.restNonce(admin);
    const answers = await Promise.all(
      [1000, 1000, 1000].map((amount) => soulPost(app.clients, admin, 'refund-payment', { payment_id: payment?.id, amount }, nonce)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    const refunds = (
      await app.t.database.db.execute(sql`SELECT detail FROM payment_events WHERE payment_id = ${payment?.id} AND kind = 'refunded'`)
    ).rows as { detail: string }[];
    expect(new Set(refunds.map((r) => r.detail)).size).toBe(2);
    expect((await app.t.database.db.execute(sql`SELECT refunded_amount FROM payments WHERE id = ${payment?.id}`)).rows).toEqual([
      { refunded_amount: 2000 },
    ]);
  });

  it('refuses to refund what took no money (cash on delivery)', async () => {
    const { client } = await app.clients.newCustomer();
    await app.clients.placeOrder(client);
    const [payment] = await paymentsOf(client);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const response = await soulPost(app.clients, admin, 'refund-payment?lang=lt', { payment_id: payment?.id, amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'soul_payment_not_refundable', message: 'Šio mokėjimo grąžinti negalima.' });
  });
});
