import { DEMO_ACCOUNTS, DEMO } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct, orderUpdateMails, stockOf } from '../../../test/test-products.ts';

const app = withAccountApp();

interface Order {
  id: number;
  status: string;
  total: string;
  total_shipping: string;
  editable: boolean;
  line_items: {
    id: number;
    product_id: number;
    variation_id: number;
    name: string;
    quantity: number;
    total: string;
    total_tax: string;
    parent_id: number | null;
  }[];
}

/** Someone who may edit their own orders: staff whose director gave them permission_edit_orders. */
const editor = () => app.clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
const getOrder = async (client: StoreClient, id: number) => (await client.site('GET', `/wp-json/soul/v1/orders/${id}`)).json() as Order;
const lineGross = (line: Order['line_items'][number]) => Number(line.total) + Number(line.total_tax);

async function state(orderId: number) {
  return (
    await app.t.database.db.execute(sql`SELECT o.total, o.status,
      (SELECT coalesce(sum(amount), 0)::int FROM payments WHERE order_id = o.id AND status = 'pending') AS due,
      (SELECT count(*)::int FROM order_events WHERE order_id = o.id) AS events
    FROM orders o WHERE o.id = ${orderId}`)
  ).rows[0] as { total: number; status: string; due: number; events: number };
}

describe('soul/v1 update-order', () => {
  it('answers an anonymous caller 401 before reading the body, even broken JSON (guards first, then the request)', async () => {
    for (const path of ['update-order', 'add-order-item']) {
      for (const payload of ['{"id": 1', '{}', '']) {
        const answer = await app.t.app.inject({
          method: 'POST',
          url: `/wp-json/soul/v1/${path}`,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect([path, payload, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
          path,
          payload,
          401,
          'rest_not_logged_in',
        ]);
      }
    }
  });

  it('changes a quantity: lines and totals recomputed at the price sold, stock taken, what is due follows (cash on delivery)', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 1800 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    const before = await getOrder(client, orderId);
    expect(before.editable).toBe(true);
    // The catalogue price changes after the sale: the order keeps its price.
    await app.t.database.db.execute(sql`UPDATE products SET regular_price_cents = 9900 WHERE id = ${product}`);
    const line = before.line_items[0];
    if (!line) throw new Error('no line');
    const response = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line.id, product_id: line.product_id, quantity: 3 }],
      data: { order: before },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Order;
    expect(after.line_items).toHaveLength(1);
    expect(after.line_items[0]?.quantity).toBe(3);
    expect(lineGross(after.line_items[0] as Order['line_items'][number])).toBe(5400);
    expect(Number(after.total)).toBe(Number(before.total) + 3600);
    expect(await stockOf(app.t.database, product)).toBe(7);
    expect(await state(orderId)).toMatchObject({ total: Number(after.total), due: Number(after.total), events: 1 });
  });

  it('removes a line and, when nothing is left, cancels the order and gives all the stock back', async () => {
    const { client } = await editor();
    const a = await createStockedProduct(app.t.database, { stock: 5, priceCents: 1000 });
    const b = await createStockedProduct(app.t.database, { stock: 5, priceCents: 2000 });
    const orderId = await app.clients.placeOrder(client, {
      products: [
        { id: a, quantity: 2 },
        { id: b, quantity: 1 },
      ],
    });
    const order = await getOrder(client, orderId);
    const lineOf = (product: number) => order.line_items.find((l) => l.product_id === product) as Order['line_items'][number];
    const dropped = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: lineOf(a).id, product_id: a, quantity: 2 }],
    });
    expect(dropped.statusCode).toBe(200);
    expect((dropped.json() as Order).line_items.map((l) => l.product_id)).toEqual([a]);
    expect(await stockOf(app.t.database, b)).toBe(5);
    const zero = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: lineOf(a).id, product_id: a, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(200);
    expect((zero.json() as Order).status).toBe('cancelled');
    expect(await stockOf(app.t.database, a)).toBe(5);
  });

  it('charges the saved card for an increase and refunds a decrease, each recorded on the payments', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 2500 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 2 }], card: true });
    const line = (await getOrder(client, orderId)).line_items[0] as Order['line_items'][number];
    const transactionOf = async () =>
      ((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { transaction_id: string }).transaction_id;
    const original = await transactionOf();
    expect(
      (
        await soulPost(app.clients, client, 'update-order', {
          id: orderId,
          line_items: [{ id: line.id, product_id: product, quantity: 3 }],
        })
      ).statusCode,
    ).toBe(200);
    // The order's transaction stays its own charge, not the change's.
    expect(await transactionOf()).toBe(original);
    expect(
      (
        await soulPost(app.clients, client, 'update-order', {
          id: orderId,
          line_items: [{ id: line.id, product_id: product, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    const payments = (
      await app.t.database.db.execute(
        sql`SELECT amount, refunded_amount, status, title, purpose FROM payments WHERE order_id = ${orderId} ORDER BY id`,
      )
    ).rows;
    // 2 units sold at 45.00 (10 % quantity discount) stay 22.50 each: +22.50 charged, then −45.00 refunded, newest charge first.
    expect(payments).toEqual([
      { amount: 4500 + 299, refunded_amount: 2250, status: 'successful', title: expect.any(String), purpose: 'order' },
      { amount: 2250, refunded_amount: 2250, status: 'successful', title: 'Order change', purpose: 'change' },
    ]);
    // Titles are read in the reader's language, whatever the order's.
    const titles = async (lang: string) =>
      ((await client.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}&lang=${lang}`)).json() as { title: string }[]).map(
        (p) => p.title,
      );
    // (Newest first.)
    expect(await titles('en')).toEqual(['Order change', 'Credit or debit card']);
    expect(await titles('lt')).toEqual(['Užsakymo pakeitimas', 'Kredito ar debeto kortelė']);
    const events = (
      await app.t.database.db.execute(sql`SELECT e.kind, e.amount FROM payment_events e JOIN payments p ON p.id = e.payment_id
      WHERE p.order_id = ${orderId} AND e.kind = 'refunded' ORDER BY e.id`)
    ).rows;
    expect(events).toEqual([
      { kind: 'refunded', amount: 2250 },
      { kind: 'refunded', amount: 2250 },
    ]);
    expect(Number((await getOrder(client, orderId)).total)).toBe(2250 + 299);

    // Nothing left: the order is cancelled and only what the card still holds goes back.
    const cancelled = await soulPost(app.clients, client, 'update-order', { id: orderId, line_items: [] });
    expect((cancelled.json() as Order).status).toBe('cancelled');
    const refunded = (
      await app.t.database.db.execute(sql`SELECT sum(e.amount)::int AS total FROM payment_events e JOIN payments p ON p.id = e.payment_id
      WHERE p.order_id = ${orderId} AND e.kind = 'refunded'`)
    ).rows[0];
    expect(refunded).toEqual({ total: 4500 + 299 + 2250 });

    // The customer was told each time, with the money that moved.
    const mails = await orderUpdateMails(app.t.database, orderId, 3);
    // (The worker may send them in any order.)
    expect(mails.map((m) => m.kind).sort()).toEqual(['order_cancelled', 'order_edited', 'order_edited']);
    expect(mails.some((m) => m.text.includes('€22.50 more was charged to your card'))).toBe(true);
    expect(mails.some((m) => m.text.includes('€45.00 has been refunded to your card'))).toBe(true);
    expect(mails.find((m) => m.kind === 'order_cancelled')?.subject).toBe(`Your Soul Shop order #${orderId} has been cancelled`);
  });

  it('after refunds made by hand, a smaller order refunds only what the cards still hold above the new total', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 2500 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 3 }], card: true });
    const line = (await getOrder(client, orderId)).line_items[0] as Order['line_items'][number];
    const [payment] = (await client.site('GET', `/wp-json/soul/v1/payments?order_id=${orderId}`)).json() as {
      id: number;
      amount: string;
    }[];
    if (!payment) throw new Error('no payment');
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const refundByHand = async (amount: number) =>
      expect((await soulPost(app.clients, admin, 'refund-payment', { payment_id: payment.id, amount })).statusCode).toBe(200);
    const held = async () =>
      Number(
        (
          (
            await app.t.database.db.execute(
              sql`SELECT sum(amount - refunded_amount)::int AS held FROM payments WHERE order_id = ${orderId} AND status = 'successful'`,
            )
          ).rows[0] as { held: number }
        ).held,
      );
    const setQuantity = async (quantity: number) => {
      const response = await soulPost(app.clients, client, 'update-order', {
        id: orderId,
        line_items: [{ id: line.id, product_id: product, quantity }],
      });
      expect(response.statusCode).toBe(200);
      return Number((response.json() as Order).total);
    };

    // 10.00 back by hand, then one unit less: the card is refunded down to the new total, not the whole unit's price again.
    await refundByHand(1000);
    const twoUnits = await setQuantity(2);
    expect(await held()).toBe(twoUnits);

    // A unit's price (and more) refunded by hand, say for a broken jar; the jar then taken off the order: nothing goes back twice.
    await refundByHand(3000);
    const before = await held();
    const oneUnit = await setQuantity(1);
    expect(twoUnits - oneUnit).toBeLessThan(3000);
    expect(await held()).toBe(before);
  });

  it('tells nobody when the account turned order notifications off', async () => {
    const { client, userId } = await editor();
    await app.t.database.db.execute(
      sql`UPDATE users SET notifications = '{"email": true, "sms": false, "orders": false}'::jsonb WHERE id = ${userId}`,
    );
    const orderId = await app.clients.placeOrder(client);
    const line = (await getOrder(client, orderId)).line_items[0] as Order['line_items'][number];
    expect(
      (
        await soulPost(app.clients, client, 'update-order', {
          id: orderId,
          line_items: [{ id: line.id, product_id: line.product_id, quantity: 2 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await orderUpdateMails(app.t.database, orderId, 1, 1500)).toEqual([]);
  });

  it('refuses more than is in stock and changes nothing', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 2, priceCents: 1000 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    const line = (await getOrder(client, orderId)).line_items[0] as Order['line_items'][number];
    const response = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line.id, product_id: product, quantity: 5 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'soul_insufficient_stock', message: expect.stringContaining('Test TEST-') });
    expect(await stockOf(app.t.database, product)).toBe(1);
    expect((await state(orderId)).events).toBe(0);
  });

  it('refuses who may not edit, without the nonce, other people’s orders, shipped orders and bundle items alone', async () => {
    const { client: customer } = await app.clients.newCustomer();
    const customerOrder = await app.clients.placeOrder(customer);
    const customerLine = (await getOrder(customer, customerOrder)).line_items[0] as Order['line_items'][number];
    const body = (id: number, line: Order['line_items'][number], quantity = 2) => ({
      id,
      line_items: [{ id: line.id, product_id: line.product_id, quantity }],
    });
    const noPermission = await soulPost(app.clients, customer, 'update-order', body(customerOrder, customerLine));
    expect(noPermission.statusCode).toBe(403);
    expect((await getOrder(customer, customerOrder)).editable).toBe(false);

    const { client } = await editor();
    const orderId = await app.clients.placeOrder(client);
    const line = (await getOrder(client, orderId)).line_items[0] as Order['line_items'][number];
    expect((await client.site('POST', '/wp-json/soul/v1/update-order', body(orderId, line))).statusCode).toBe(403);
    expect((await soulPost(app.clients, client, 'update-order', body(orderId, line), 'forged')).statusCode).toBe(403);
    expect((await soulPost(app.clients, client, 'update-order', body(customerOrder, customerLine))).statusCode).toBe(404);
    await app.t.database.db.execute(sql`UPDATE orders SET status = 'shipped' WHERE id = ${orderId}`);
    const shipped = await soulPost(app.clients, client, 'update-order', body(orderId, line));
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toMatchObject({ code: 'soul_order_not_editable', message: 'This order can no longer be changed.' });

    const orderWithBundle = await app.clients.placeOrder(client, { products: [{ id: DEMO.products.bundle, quantity: 1 }] });
    const item = (await getOrder(client, orderWithBundle)).line_items.find((l) => l.parent_id !== null) as Order['line_items'][number];
    const alone = await soulPost(app.clients, client, 'update-order', body(orderWithBundle, item, 3));
    expect(alone.statusCode).toBe(400);
    expect((await state(orderWithBundle)).events).toBe(0);
  });

  it('a director edits an order of the company’s staff; the bundle’s items follow the bundle', async () => {
    const buyer = await app.clients.signedIn(DEMO_ACCOUNTS.buyer);
    const orderId = await app.clients.placeOrder(buyer, { products: [{ id: DEMO.products.bundle, quantity: 1 }] });
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const order = await getOrder(director, orderId);
    const bundle = order.line_items.find((l) => l.parent_id === null) as Order['line_items'][number];
    const items = order.line_items.filter((l) => l.parent_id === bundle.id);
    const response = await soulPost(app.clients, director, 'update-order', {
      id: orderId,
      line_items: [{ id: bundle.id, product_id: bundle.product_id, quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Order;
    for (const item of items) expect(after.line_items.find((l) => l.id === item.id)?.quantity).toBe(item.quantity * 2);
    const itemsGross = after.line_items.reduce((sum, l) => sum + lineGross(l), 0);
    expect(Number(after.total)).toBe(itemsGross + Number(after.total_shipping));
    expect(Number(after.total)).toBeGreaterThan(Number(order.total));
  });
  it('adds the size the editor chose: a variation of a variable product or of a subscription product’s one-time twin; refuses a size out of stock and a subscription-only product', async () => {
    const { client } = await editor();
    const orderId = await app.clients.placeOrder(client, { priceCents: 1000 });
    const order = await getOrder(client, orderId);
    const kept = order.line_items.map((l) => ({ id: l.id, product_id: l.product_id, quantity: l.quantity }));
    const p = DEMO.products;
    const save = (added: { product_id: number; variation_id: number }[], lang = '') =>
      soulPost(app.clients, client, `update-order${lang}`, {
        id: orderId,
        line_items: [...kept, ...added.map((a) => ({ id: null, ...a, quantity: 1 }))],
      });

    for (const refused of [
      { product_id: p.outOfStockVariationParent, variation_id: p.outOfStockVariation },
      { product_id: p.subscriptionOnly, variation_id: p.subscriptionFrequencyVariations['250g'] },
      { product_id: p.subscriptionOnly, variation_id: 0 },
      // A variation sent under another product is not that product's.
      { product_id: p.variable, variation_id: p.inStockSiblingVariation },
    ]) {
      const answer = await save([refused], '?lang=lt');
      expect(answer.statusCode, JSON.stringify(refused)).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'soul_product_unavailable',
        message: 'Prekė neprieinama. Perkraukite puslapį arba bandykite dar kartą.',
      });
    }
    expect((await getOrder(client, orderId)).line_items).toHaveLength(order.line_items.length);

    const stockBefore = await stockOf(app.t.database, p.variableVariations['250g']);
    const response = await save([
      { product_id: p.variable, variation_id: p.variableVariations['250g'] },
      { product_id: p.subscriptionTiersTwin, variation_id: p.subscriptionTiersTwinVariations['250g'] },
    ]);
    expect(response.statusCode).toBe(200);
    const added = (response.json() as Order).line_items.filter((l) => l.id !== kept[0]?.id);
    expect(added.map((l) => [l.product_id, l.variation_id])).toEqual([
      [p.variable, p.variableVariations['250g']],
      [p.subscriptionTiersTwin, p.subscriptionTiersTwinVariations['250g']],
    ]);
    expect(added.map((l) => l.name)).toEqual([expect.stringMatching(/250g/i), expect.stringMatching(/250g/i)]);
    expect(await stockOf(app.t.database, p.variableVariations['250g'])).toBe(stockBefore === null ? null : stockBefore - 1);
  });
});

describe('a product the order already has', () => {
  it('joins the order’s own line at the price it was sold at, with update-order and with add-order-item', async () => {
    const { client } = await editor();
    const product = await createStockedProduct(app.t.database, { stock: 10, priceCents: 1800 });
    const orderId = await app.clients.placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    const before = await getOrder(client, orderId);
    const line = before.line_items[0] as Order['line_items'][number];
    await app.t.database.db.execute(sql`UPDATE products SET regular_price_cents = 9900 WHERE id = ${product}`);

    const updated = await soulPost(app.clients, client, 'update-order', {
      id: orderId,
      line_items: [
        { id: line.id, product_id: product, quantity: 1 },
        { id: null, product_id: product, variation_id: 0, quantity: 2 },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const lines = (updated.json() as Order).line_items;
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([[line.id, 3]]);
    expect(lineGross(lines[0] as Order['line_items'][number])).toBe(3 * 1800);

    const added = await soulPost(app.clients, client, 'add-order-item', {
      id: orderId,
      data: { order: { line_items: [{ id: null, product_id: product, quantity: 1 }] } },
    });
    expect((added.json() as Order).line_items.map((l) => [l.id, l.quantity])).toEqual([[line.id, 4]]);
    expect(await stockOf(app.t.database, product)).toBe(6);
  });
});

describe('soul/v1 add-order-item', () => {
  it('adds a product at its catalogue price with quantity 1, and answers in the reader’s language', async () => {
    const { client } = await editor();
    const orderId = await app.clients.placeOrder(client, { priceCents: 1000 });
    const extra = await createStockedProduct(app.t.database, { stock: 3, priceCents: 1234 });
    const order = await getOrder(client, orderId);
    const response = await soulPost(app.clients, client, 'add-order-item', {
      id: orderId,
      data: { order: { ...order, line_items: [...order.line_items, { id: null, product_id: extra, quantity: 1 }] } },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Order;
    const added = after.line_items.find((l) => l.product_id === extra);
    expect(added && lineGross(added)).toBe(1234);
    expect(Number(after.total)).toBe(Number(order.total) + 1234);
    expect(await stockOf(app.t.database, extra)).toBe(2);

    const gone = await soulPost(app.clients, client, 'add-order-item?lang=lt', {
      id: orderId,
      data: { order: { line_items: [{ id: null, product_id: 999999, quantity: 1 }] } },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'soul_product_unavailable',
      message: 'Prekė neprieinama. Perkraukite puslapį arba bandykite dar kartą.',
    });
  });
});
