import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { GatewayDouble } from '../../../test/gateway-double.ts';
import { reconciliationFor } from '../../../test/reconciliation.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct, orderUpdateMails, stockOf } from '../../../test/test-products.ts';

const gateway = new GatewayDouble();
const app = withAccountApp({ wrapGateway: gateway.wrap });

interface Order {
  id: number;
  status: string;
  total: string;
  line_items: { id: number; product_id: number; quantity: number }[];
}
const getOrder = async (client: StoreClient, id: number) => (await client.site('GET', `/wp-json/soul/v1/orders/${id}`)).json() as Order;
const editor = () => app.clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
const later = () => new Date(Date.now() + 10 * 60_000);

/**
 * From a second connection, while the gateway is being asked: the order's
 * row and its payments' rows must not be locked by the shop (a transaction
 * held open across the call would hold them), so FOR UPDATE NOWAIT gets them.
 */
async function assertNothingLocked(orderId: number): Promise<void> {
  await app.t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE NOWAIT`);
    await tx.execute(sql`SELECT id FROM payments WHERE order_id = ${orderId} FOR UPDATE NOWAIT`);
    await tx.execute(sql`SELECT id FROM order_changes WHERE order_id = ${orderId} FOR UPDATE NOWAIT`);
  });
}

const paymentsOf = async (orderId: number) =>
  (
    await app.t.database.db.execute(
      sql`SELECT purpose, status, amount, refunded_amount, refund_pending_amount FROM payments WHERE order_id = ${orderId} ORDER BY id`,
    )
  ).rows;

describe('an administrator’s refund', () => {
  it('is recorded and its amount held before the gateway is asked; nothing is locked meanwhile, and no second refund can take the held money', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 2000 });
    const [payment] = (await client.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}`)).json() as {
      id: number;
      amount: string;
    }[];
    if (!payment) throw new Error('no payment');
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const nonce = await app.clients.restNonce(admin);
    let seen: unknown = null;
    let competing = 0;
    gateway.onNext('refund', {
      probe: async () => {
        await assertNothingLocked(orderId);
        seen = await paymentsOf(orderId);
        // All but 1.00 is held for the refund in flight: a second refund of 1.01 cannot have it.
        competing = (await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount: 101 }, nonce)).statusCode;
      },
    });
    const total = Number(payment.amount);
    const refund = await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount: total - 100 }, nonce);
    expect(refund.statusCode).toBe(200);
    expect(seen).toEqual([
      { purpose: 'order', status: 'successful', amount: total, refunded_amount: 0, refund_pending_amount: total - 100 },
    ]);
    expect(competing).toBe(409);
    expect(await paymentsOf(orderId)).toEqual([
      { purpose: 'order', status: 'successful', amount: total, refunded_amount: total - 100, refund_pending_amount: 0 },
    ]);
  });

  it('whose answer was lost is 202, held, and finished by reconciliation from the gateway’s record', async () => {
    const { client } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 2000 });
    const [payment] = (await client.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}`)).json() as { id: number }[];
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    gateway.onNext('refund', { lose: 'after' });
    const refund = await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment?.id, amount: 500 });
    expect(refund.statusCode).toBe(202);
    expect(refund.json()).toMatchObject({
      refunded: '0',
      events: expect.arrayContaining([expect.objectContaining({ kind: 'refund_requested', amount: '500' })]),
    });
    expect(await paymentsOf(orderId)).toMatchObject([{ refunded_amount: 0, refund_pending_amount: 500 }]);

    await (await reconciliationFor(app.t.database)).run(later());
    expect(await paymentsOf(orderId)).toMatchObject([{ refunded_amount: 500, refund_pending_amount: 0 }]);
    // The gateway refunded once (the reconciliation found the refund it had made).
    const refunds = (
      await app.t.database.db
        .execute(sql`SELECT count(*)::int AS n FROM test_gateway_operations g JOIN payment_refunds r ON r.idempotency_key = g.idempotency_key
      WHERE r.payment_id = ${payment?.id}`)
    ).rows[0];
    expect(refunds).toEqual({ n: 1 });
    expect((await orderUpdateMails(app.t.database, orderId, 1)).map((m) => m.kind)).toEqual(['order_refunded']);
  });
});

describe('an order edit paid by card', () => {
  it('charges the increase with the edit recorded and committed first: nothing locked during the call, other edits and cancellations wait their turn', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 2500 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const line = (await getOrder(client, orderId)).line_items[0];
    if (!line) throw new Error('no line');
    const nonce = await app.clients.restNonce(client);
    const during: { busyEdit: number; busyCancel: string; stock: number | null } = { busyEdit: 0, busyCancel: '', stock: null };
    gateway.onNext('charge', {
      probe: async () => {
        await assertNothingLocked(orderId);
        // The units the edit adds are already taken: nobody else can buy them meanwhile.
        during.stock = await stockOf(app.t.database, product);
        during.busyEdit = (
          await soulPost(
            app.clients,
            client,
            'update-order',
            { id: orderId, line_items: [{ id: line.id, product_id: product, quantity: 5 }] },
            nonce,
          )
        ).statusCode;
        during.busyCancel = (
          (await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce })).json() as {
            code: string;
          }
        ).code;
      },
    });
    const response = await soulPost(
      app.clients,
      client,
      'update-order',
      { id: orderId, line_items: [{ id: line.id, product_id: product, quantity: 3 }] },
      nonce,
    );
    expect(response.statusCode).toBe(200);
    expect(during).toEqual({ busyEdit: 409, busyCancel: 'soul_order_busy', stock: 7 });
    expect((response.json() as Order).line_items[0]?.quantity).toBe(3);
    expect(await paymentsOf(orderId)).toMatchObject([
      { purpose: 'order', status: 'successful' },
      { purpose: 'change', status: 'successful', amount: 5000 },
    ]);
    expect(await stockOf(app.t.database, product)).toBe(7);
  });

  it('refunds a decrease with the refund held first; nothing locked during the call', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 3 }], card: true });
    const line = (await getOrder(client, orderId)).line_items[0];
    let held: unknown = null;
    gateway.onNext('refund', {
      probe: async () => {
        await assertNothingLocked(orderId);
        held = await paymentsOf(orderId);
      },
    });
    const response = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line?.id, product_id: product, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    // 3 units at 17.00 (15 % off) down to 1 at 17.00: 34.00 back.
    expect(held).toMatchObject([{ refunded_amount: 0, refund_pending_amount: 3400 }]);
    expect(await paymentsOf(orderId)).toMatchObject([{ refunded_amount: 3400, refund_pending_amount: 0 }]);
    expect(await stockOf(app.t.database, product)).toBe(9);
  });

  it('a declined charge leaves the order as it was, its stock given back', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const before = await getOrder(client, orderId);
    // The saved card stops working (the processor declines a token of a card that declines).
    await app.t.database.db.execute(
      sql`UPDATE payment_tokens SET token = token || 'x' WHERE id = (SELECT payment_token_id FROM payments WHERE order_id = ${orderId})`,
    );
    const response = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: before.line_items[0]?.id, product_id: product, quantity: 2 }],
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'soul_payment_declined' });
    expect(await getOrder(client, orderId)).toMatchObject({ total: before.total, line_items: [{ quantity: 1 }] });
    expect(await stockOf(app.t.database, product)).toBe(9);
    expect(await paymentsOf(orderId)).toMatchObject([
      { purpose: 'order', status: 'successful' },
      { purpose: 'change', status: 'failed' },
    ]);
    const change = (await app.t.database.db.execute(sql`SELECT status FROM order_changes WHERE order_id = ${orderId}`)).rows;
    expect(change).toEqual([{ status: 'abandoned' }]);
  });

  it('when the order moves on while the charge is made, the edit is not applied, the money goes back, and the answer says so', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const before = await getOrder(client, orderId);
    gateway.onNext('charge', {
      probe: async () => void (await app.t.database.db.execute(sql`UPDATE orders SET status = 'shipped' WHERE id = ${orderId}`)),
    });
    const response = await soulPost(app.clients, client, 'update-order?lang=lt', {
      id: orderId,
      line_items: [{ id: before.line_items[0]?.id, product_id: product, quantity: 2 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'soul_order_not_editable', message: expect.stringContaining('grąžinti') });
    expect(await getOrder(client, orderId)).toMatchObject({ total: before.total, line_items: [{ quantity: 1 }] });
    expect(await stockOf(app.t.database, product)).toBe(9);
    expect(await paymentsOf(orderId)).toMatchObject([
      { purpose: 'order' },
      { purpose: 'change', status: 'successful', amount: 2000, refunded_amount: 2000 },
    ]);
  });

  it('whose charge answer was lost is 202, and reconciliation applies it from the gateway’s record; one that never reached the gateway is abandoned', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 2000 });
    const charged = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const neverSent = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const edit = async (orderId: number, lose?: 'before' | 'after') => {
      const line = (await getOrder(client, orderId)).line_items[0];
      if (lose) gateway.onNext('charge', { lose });
      return soulPost(app.clients, client, 'update-order', {
        id: orderId,
        line_items: [{ id: line?.id, product_id: product, quantity: 2 }],
      });
    };
    expect((await edit(charged, 'after')).statusCode).toBe(202);
    expect((await edit(neverSent, 'before')).statusCode).toBe(202);
    expect(await stockOf(app.t.database, product)).toBe(6);
    // Still open: the order takes no other edit meanwhile.
    expect((await edit(charged)).statusCode).toBe(409);

    await (await reconciliationFor(app.t.database)).run(later());
    expect(await getOrder(client, charged)).toMatchObject({ line_items: [{ quantity: 2 }] });
    expect(await paymentsOf(charged)).toMatchObject([{ purpose: 'order' }, { purpose: 'change', status: 'successful', amount: 2000 }]);
    expect(await getOrder(client, neverSent)).toMatchObject({ line_items: [{ quantity: 1 }] });
    expect(await paymentsOf(neverSent)).toMatchObject([{ purpose: 'order' }, { purpose: 'change', status: 'failed' }]);
    expect(await stockOf(app.t.database, product)).toBe(7);
  });
});

describe('a cancellation refunded by card', () => {
  it('holds its refunds and blocks edits while the gateway is asked, with nothing locked; a lost answer is finished by reconciliation', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 5, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }], card: true });
    const line = (await getOrder(client, orderId)).line_items[0];
    const nonce = await app.clients.restNonce(client);
    let busyEdit = 0;
    gateway.onNext('refund', {
      probe: async () => {
        await assertNothingLocked(orderId);
        busyEdit = (
          await soulPost(
            app.clients,
            client,
            'update-order',
            { id: orderId, line_items: [{ id: line?.id, product_id: product, quantity: 2 }] },
            nonce,
          )
        ).statusCode;
      },
      lose: 'after',
    });
    const cancel = await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce });
    expect(cancel.statusCode).toBe(202);
    expect(busyEdit).toBe(409);
    expect((await getOrder(client, orderId)).status).toBe('processing');
    expect(await stockOf(app.t.database, product)).toBe(4);

    await (await reconciliationFor(app.t.database)).run(later());
    expect((await getOrder(client, orderId)).status).toBe('cancelled');
    expect(await stockOf(app.t.database, product)).toBe(5);
    expect(await paymentsOf(orderId)).toMatchObject([{ status: 'successful', refunded_amount: 2000 + 299, refund_pending_amount: 0 }]);
    expect((await orderUpdateMails(app.t.database, orderId, 1)).map((m) => m.kind)).toEqual(['order_cancelled']);
  });
});

describe('a one-click upsell', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  /** A card-paid order of the client's and the fields the upsell offer posts for a new product. */
  async function offer(client: StoreClient) {
    const orderId = await app.clients.placeOrder(client, { card: true, priceCents: 3000 });
    const extra = await createStockedProduct(app.t.database, { stock: 4, priceCents: 2000 });
    const row = (
      await app.t.database.db
        .execute(sql`SELECT t.customer_ref, o.user_id FROM payments p JOIN payment_tokens t ON t.id = p.payment_token_id
      JOIN orders o ON o.id = p.order_id WHERE p.order_id = ${orderId}`)
    ).rows[0] as { customer_ref: string; user_id: number };
    const fields = {
      action: 'soulel_one_click_upsell',
      ajax_nonce: await app.clients.ajaxNonce(client),
      product_id: String(extra),
      product_variation_id: '0',
      product_quantity: '1',
      existing_order_id: String(orderId),
      stripe_customer_id: row.customer_ref,
      user_id: String(row.user_id),
    };
    const add = async () =>
      (await client.site('POST', '/wp-admin/admin-ajax.php', new URLSearchParams(fields).toString(), form)).json() as {
        success: boolean;
        data: unknown;
      };
    return { orderId, extra, add };
  }
  const upsellLines = async (orderId: number) =>
    (await app.t.database.db.execute(sql`SELECT count(*)::int AS n FROM order_lines WHERE order_id = ${orderId} AND source = 'upsell'`))
      .rows[0];

  it('charges the saved card with the line and its charge committed first: nothing locked during the call, no edit meanwhile', async () => {
    const { client } = await editor();
    const { orderId, extra, add } = await offer(client);
    let during: { payments: unknown; edit: number } | null = null;
    gateway.onNext('charge', {
      probe: async () => {
        await assertNothingLocked(orderId);
        const line = (await getOrder(client, orderId)).line_items[0];
        during = {
          payments: await paymentsOf(orderId),
          edit: (
            await soulPost(app.clients, client, 'update-order', {
              id: orderId,
              line_items: [{ id: line?.id, product_id: line?.product_id, quantity: 2 }],
            })
          ).statusCode,
        };
      },
    });
    expect(await add()).toMatchObject({ success: true });
    expect(during).toEqual({
      payments: [
        expect.objectContaining({ purpose: 'order', status: 'successful' }),
        expect.objectContaining({ purpose: 'upsell', status: 'pending', amount: 1700 }),
      ],
      edit: 409,
    });
    expect(await paymentsOf(orderId)).toMatchObject([{ purpose: 'order' }, { purpose: 'upsell', status: 'successful', amount: 1700 }]);
    expect(await stockOf(app.t.database, extra)).toBe(3);
  });

  it('a declined charge takes the line off again: totals, stock as before', async () => {
    const { client } = await app.clients.newCustomer();
    const { orderId, extra, add } = await offer(client);
    const before = await getOrder(client, orderId);
    await app.t.database.db.execute(
      sql`UPDATE payment_tokens SET token = token || 'x' WHERE id = (SELECT payment_token_id FROM payments WHERE order_id = ${orderId})`,
    );
    expect(await add()).toMatchObject({ success: false, data: 'Your card was declined. Nothing was added to your order.' });
    expect((await getOrder(client, orderId)).total).toBe(before.total);
    expect(await upsellLines(orderId)).toEqual({ n: 0 });
    expect(await stockOf(app.t.database, extra)).toBe(4);
    expect(await paymentsOf(orderId)).toMatchObject([{ purpose: 'order' }, { purpose: 'upsell', status: 'failed' }]);
  });

  it('whose answer was lost is kept by reconciliation when the charge was made, and taken off when it never reached the gateway', async () => {
    const { client } = await app.clients.newCustomer();
    const made = await offer(client);
    const lost = await offer(client);
    gateway.onNext('charge', { lose: 'after' });
    expect(await made.add()).toMatchObject({ success: false, data: expect.stringContaining('being confirmed') });
    gateway.onNext('charge', { lose: 'before' });
    expect(await lost.add()).toMatchObject({ success: false });
    expect(await upsellLines(made.orderId)).toEqual({ n: 1 });
    expect(await upsellLines(lost.orderId)).toEqual({ n: 1 });

    await (await reconciliationFor(app.t.database)).run(later());
    expect(await paymentsOf(made.orderId)).toMatchObject([{ purpose: 'order' }, { purpose: 'upsell', status: 'successful' }]);
    expect(await upsellLines(made.orderId)).toEqual({ n: 1 });
    expect(await paymentsOf(lost.orderId)).toMatchObject([{ purpose: 'order' }, { purpose: 'upsell', status: 'failed' }]);
    expect(await upsellLines(lost.orderId)).toEqual({ n: 0 });
    expect(await stockOf(app.t.database, lost.extra)).toBe(4);
    expect(await stockOf(app.t.database, made.extra)).toBe(3);
  });
});
