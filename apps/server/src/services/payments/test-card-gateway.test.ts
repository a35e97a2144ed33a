import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@soul/contracts';
import { PgTestGatewayRepository, type DatabaseHandle } from '@soul/db';
import { connectTestDatabase } from '@soul/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from './gateway.ts';
import { TestCardGateway } from './test-card-gateway.ts';

let database: DatabaseHandle;
let gateway: TestCardGateway;
const now = () => new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  database = await connectTestDatabase();
  gateway = new TestCardGateway('secret', new PgTestGatewayRepository(database.db), { now, slowMs: 600 });
});
afterAll(async () => database.close());

// Keys are unique per run: the processor's memory is the shared test database.
const run = randomUUID().slice(0, 8);
let keys = 0;
const key = (prefix: string) => `${prefix}-${run}-${keys++}`;
const withCard = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}): ChargeRequest => ({
  amountCents: 1999,
  currency: 'EUR',
  description: 'Order 1',
  idempotencyKey: key('k'),
  source: { kind: 'card', email: 'a@b.lt', card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides } },
});

describe('TestCardGateway', () => {
  it('charges the success card and returns a customer and a reusable token', async () => {
    const result = await gateway.charge(withCard('4242 4242 4242 4242'));
    expect(result).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    if (!result.ok) throw new Error('expected success');
    expect(result.card.customerRef).toMatch(/^cus_test_/);
    const again = await gateway.charge({
      amountCents: 500,
      currency: 'EUR',
      description: 'Upsell',
      idempotencyKey: key('upsell'),
      source: { kind: 'saved', customerRef: result.card.customerRef, token: result.card.token },
    });
    expect(again).toMatchObject({ ok: true, card: { last4: '4242', customerRef: result.card.customerRef } });
  });

  it.each([
    [TEST_CARDS.declined, {}, 'card_declined'],
    [TEST_CARDS.insufficientFunds, {}, 'insufficient_funds'],
    ['4242424242424241', {}, 'invalid_card'],
    [TEST_CARDS.success, { cvc: '12' }, 'invalid_card'],
    [TEST_CARDS.success, { expMonth: 13 }, 'invalid_card'],
    [TEST_CARDS.success, { expMonth: 10, expYear: 2026 }, 'expired_card'],
  ])('declines %s %j with %s', async (number, overrides, code) => {
    expect(await gateway.charge(withCard(number, overrides))).toMatchObject({ ok: false, code });
  });

  it('refuses forged tokens and tokens of another customer', async () => {
    const first = await gateway.charge(withCard(TEST_CARDS.success));
    if (!first.ok) throw new Error('expected success');
    const forged = `${first.card.token.slice(0, -2)}xx`;
    const saved = (customerRef: string, token: string): ChargeRequest => ({
      amountCents: 100,
      currency: 'EUR',
      description: 'x',
      idempotencyKey: key('s'),
      source: { kind: 'saved', customerRef, token },
    });
    expect(await gateway.charge(saved(first.card.customerRef, forged))).toMatchObject({ ok: false, code: 'invalid_card' });
    expect(await gateway.charge(saved('cus_test_other', first.card.token))).toMatchObject({ ok: false, code: 'invalid_card' });
    const otherShop = new TestCardGateway('another secret', new PgTestGatewayRepository(database.db), { now });
    expect(await otherShop.charge(saved(first.card.customerRef, first.card.token))).toMatchObject({ ok: false });
  });

  it('refunds its own charges, once per key, never more than was taken, and nothing else', async () => {
    const paid = await gateway.charge(withCard(TEST_CARDS.success));
    if (!paid.ok) throw new Error('expected success');
    const r1 = key('r');
    const first = await gateway.refund({ transactionId: paid.transactionId, amountCents: 1500, idempotencyKey: r1 });
    expect(first).toMatchObject({ ok: true, refundId: expect.stringMatching(/^re_test_/) });
    expect(await gateway.refund({ transactionId: paid.transactionId, amountCents: 1500, idempotencyKey: r1 })).toEqual(first);
    expect(await gateway.refund({ transactionId: paid.transactionId, amountCents: 500, idempotencyKey: key('r') })).toMatchObject({
      ok: false,
      detail: 'refund exceeds the charge',
    });
    expect(await gateway.refund({ transactionId: paid.transactionId, amountCents: 499, idempotencyKey: key('r') })).toMatchObject({
      ok: true,
    });
    expect(
      await gateway.refund({ transactionId: 'ch_test_000000000000000000000000', amountCents: 1, idempotencyKey: key('r') }),
    ).toMatchObject({ ok: false, detail: 'unknown charge' });
  });

  it('answers a repeated idempotency key as the first time, without charging again, on another instance too', async () => {
    const request = withCard(TEST_CARDS.success);
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
    // A second shop instance (or this one after a restart) is asked the same: the processor remembers.
    const restarted = new TestCardGateway('secret', new PgTestGatewayRepository(database.db), { now });
    expect(
      await restarted.charge({
        ...request,
        source: { kind: 'card', email: 'a@b.lt', card: { number: TEST_CARDS.declined, expMonth: 12, expYear: 2030, cvc: '123' } },
      }),
    ).toEqual(first);
  });

  it('says what became of a key: not found, processing while the slow card is in flight, then its answer', async () => {
    expect(await gateway.findCharge(key('never'))).toEqual({ state: 'not_found' });
    const slow = withCard(TEST_CARDS.slow);
    const charging = gateway.charge(slow);
    await expect.poll(() => gateway.findCharge(slow.idempotencyKey), { interval: 20 }).toEqual({ state: 'processing' });
    // The same key asked again while in flight waits for the first answer: one charge, not two.
    const [first, second] = await Promise.all([charging, gateway.charge(slow)]);
    expect(second).toEqual(first);
    if (!first.ok) throw new Error('expected success');
    expect(await gateway.findCharge(slow.idempotencyKey)).toEqual({
      state: 'succeeded',
      transactionId: first.transactionId,
      card: first.card,
    });

    const declined = withCard(TEST_CARDS.declined);
    await gateway.charge(declined);
    expect(await gateway.findCharge(declined.idempotencyKey)).toMatchObject({ state: 'failed', code: 'card_declined' });

    const refundKey = key('r');
    expect(await gateway.findRefund({ transactionId: first.transactionId, idempotencyKey: refundKey })).toEqual({ state: 'not_found' });
    const refunded = await gateway.refund({ transactionId: first.transactionId, amountCents: 100, idempotencyKey: refundKey });
    if (!refunded.ok) throw new Error('expected a refund');
    expect(await gateway.findRefund({ transactionId: first.transactionId, idempotencyKey: refundKey })).toEqual({
      state: 'succeeded',
      refundId: refunded.refundId,
    });
    expect(await gateway.findRefund({ transactionId: 'ch_other', idempotencyKey: refundKey })).toEqual({ state: 'not_found' });
  });
});
