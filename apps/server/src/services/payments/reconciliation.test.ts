import { TEST_CARDS, type CheckoutResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayDouble } from '../../test/gateway-double.ts';
import { reconciliationFor } from '../../test/reconciliation.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, mailsFor, orderUpdateMails, stockOf } from '../../test/test-products.ts';
import { SettableClock } from '../clock.ts';
import type { PaymentReconciliation } from './reconciliation.service.ts';
import { RECONCILIATION_JOB } from './reconciliation.service.ts';

const gateway = new GatewayDouble();
let t: TestApp;
let reconciliation: PaymentReconciliation;
beforeAll(async () => {
  t = await createTestApp({}, { wrapGateway: gateway.wrap });
  reconciliation = await reconciliationFor(t.database, 5);
});
afterAll(async () => t.close());

const billing = {
  email: 'stuck@example.lt',
  first_name: 'Ona',
  last_name: 'Onaitė',
  phone: '+37060000000',
  address_1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
};
const cardOrder = (number: string) => ({
  billing_address: billing,
  payment_method: 'soul_test_card',
  payment_data: [
    { key: 'card_number', value: number },
    { key: 'card_expiry', value: '12/30' },
    { key: 'card_cvc', value: '123' },
  ],
});
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function pendingCardOrder(
  lose: 'before' | 'after',
  stock = 3,
  language = 'en',
): Promise<{ shopper: StoreClient; order: CheckoutResponse; product: number }> {
  const product = await createStockedProduct(t.database, { stock, priceCents: 2000 });
  const shopper = await new StoreClient(t.app).start();
  expect((await shopper.add(product)).statusCode).toBe(201);
  gateway.onNext('charge', { lose });
  const order = (
    await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), { 'accept-language': language })
  ).json() as CheckoutResponse;
  expect(order.status).toBe('pending');
  return { shopper, order, product };
}

const statusOf = async (orderId: number) =>
  (
    await t.database.db.execute(
      sql`SELECT o.status, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id AND p.purpose = 'order' WHERE o.id = ${orderId}`,
    )
  ).rows[0];

describe('payment reconciliation', () => {
  it('finishes a charge that went through (paid, as a normal success) and fails one the gateway never got (stock back, pay link mailed), once it is old enough', async () => {
    const paid = await pendingCardOrder('after');
    const unpaid = await pendingCardOrder('before', 3, 'lt');
    expect(await stockOf(t.database, unpaid.product)).toBe(2);

    // Too young: a request may still be waiting for its gateway.
    await reconciliation.run(new Date());
    expect(await statusOf(paid.order.order_id)).toEqual({ status: 'pending', payment: 'pending' });
    expect(await statusOf(unpaid.order.order_id)).toEqual({ status: 'pending', payment: 'pending' });

    const report = await reconciliation.run(minutesFromNow(10));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(paid.order.order_id)).toEqual({ status: 'processing', payment: 'successful' });
    const paidRow = (
      await t.database.db
        .execute(sql`SELECT o.transaction_id = g.transaction_id AS same_charge, o.upsell_expires_at IS NOT NULL AS upsell, p.payment_token_id IS NOT NULL AS card_saved
      FROM orders o JOIN payments p ON p.order_id = o.id JOIN test_gateway_operations g ON g.idempotency_key = p.idempotency_key WHERE o.id = ${paid.order.order_id}`)
    ).rows[0];
    expect(paidRow).toEqual({ same_charge: true, upsell: true, card_saved: true });
    // Its confirmation, and the shop's notice, go out (the confirmation was sent while pending; not twice).
    expect((await mailsFor(t.database, paid.order.order_id, 2)).map((m) => m.kind)).toEqual(['order_confirmation', 'new_order']);

    expect(await statusOf(unpaid.order.order_id)).toEqual({ status: 'failed', payment: 'failed' });
    expect(await stockOf(t.database, unpaid.product)).toBe(3);
    // The shopper's cart came back (it was empty).
    expect((await unpaid.shopper.cart()).items.map((i) => i.id)).toEqual([unpaid.product]);
    const [failedMail] = await orderUpdateMails(t.database, unpaid.order.order_id, 1);
    expect(failedMail).toMatchObject({
      kind: 'order_payment_failed',
      subject: `Mokėjimas už Soul Shop užsakymą #${unpaid.order.order_id} nepavyko`,
    });
    expect(failedMail?.text).toContain(
      `http://shop.test/lt/checkout/order-pay/${unpaid.order.order_id}/?pay_for_order=true&key=${unpaid.order.order_key}`,
    );

    // Nothing is done twice.
    await reconciliation.run(minutesFromNow(20));
    expect(await stockOf(t.database, unpaid.product)).toBe(3);
    expect(await orderUpdateMails(t.database, unpaid.order.order_id, 2, 1500)).toHaveLength(1);
  });

  it('leaves a charge the gateway is still processing (the slow card) for a later run', async () => {
    const product = await createStockedProduct(t.database, { stock: 2 });
    const shopper = await new StoreClient(t.app).start();
    await shopper.add(product);
    const checkout = shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.slow));
    // The processor has the request (its record exists) and has not answered.
    const inFlight = async () =>
      (
        (
          await t.database.db.execute(sql`SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id
      JOIN test_gateway_operations g ON g.idempotency_key = p.idempotency_key WHERE o.session_token = ${shopper.cookie.replace('soul_session=', '')}`)
        ).rows[0] as { id: number } | undefined
      )?.id;
    await expect.poll(inFlight, { timeout: 4000, interval: 50 }).toBeGreaterThan(0);
    const orderId = (await inFlight()) ?? 0;
    const report = await reconciliation.run(minutesFromNow(10));
    expect(report.waiting).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toEqual({ status: 'pending', payment: 'pending' });
    expect(((await checkout).json() as CheckoutResponse).status).toBe('processing');
  });

  it("runs on its schedule at the shop clock's time: the jobs command's run ten minutes ahead finishes a stuck charge", async () => {
    const clock = new SettableClock();
    // An app of its own (the clock is the app's), not running jobs in the background: runDue runs them.
    const ahead = await createTestApp({ jobWorker: false }, { wrapGateway: gateway.wrap, clock });
    try {
      const stuck = await pendingCardOrder('before');
      const dueAt = minutesFromNow(10);
      clock.set(dueAt);
      const run = await ahead.app.jobs.runDue(dueAt);
      expect(run.schedules).toContain(RECONCILIATION_JOB);
      expect(await statusOf(stuck.order.order_id)).toEqual({ status: 'failed', payment: 'failed' });
      expect(await stockOf(t.database, stuck.product)).toBe(3);
    } finally {
      await ahead.close();
    }
  });
});
