import { TEST_CARDS } from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './gateway.ts';
import { TestCardGateway } from './test-card-gateway.ts';

const gateway = new TestCardGateway('secret', () => new Date('2026-11-22T12:00:00Z'));
let keys = 0;
const withCard = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}): ChargeRequest => ({
  amountCents: 1999,
  currency: 'EUR',
  description: 'Order 1',
  idempotencyKey: `k${keys++}`,
  source: { kind: 'card', email: 'a@b.lt', card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides } },
});

describe('TestCardGateway', () => {
  it('charges the success card and returns a customer and a reusable token', async () => {
    const result = await gateway.charge(withCard('4242 4242 4242 4242'));
    expect(result).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    if (!result.ok) throw new Error('expected success');
    expect(result.card.customerRef).toMatch(/^cus_test_/);
    const again = await gateway.charge({
      amountCents: 500, currency: 'EUR', description: 'Upsell', idempotencyKey: 'upsell-1',
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
      amountCents: 100, currency: 'EUR', description: 'x', idempotencyKey: `s${keys++}`, source: { kind: 'saved', customerRef, token },
    });
    expect(await gateway.charge(saved(first.card.customerRef, forged))).toMatchObject({ ok: false, code: 'invalid_card' });
    expect(await gateway.charge(saved('cus_test_other', first.card.token))).toMatchObject({ ok: false, code: 'invalid_card' });
    expect(await new TestCardGateway('another secret').charge(saved(first.card.customerRef, first.card.token))).toMatchObject({ ok: false });
  });

  it('refunds its own charges, once per key, and nothing else', async () => {
    const paid = await gateway.charge(withCard(TEST_CARDS.success));
    if (!paid.ok) throw new Error('expected success');
    const first = await gateway.refund({ transactionId: paid.transactionId, amountCents: 1999, idempotencyKey: 'r1' });
    expect(first).toMatchObject({ ok: true, refundId: expect.stringMatching(/^re_test_/) });
    expect(await gateway.refund({ transactionId: paid.transactionId, amountCents: 1999, idempotencyKey: 'r1' })).toEqual(first);
    expect(await gateway.refund({ transactionId: 'ch_other', amountCents: 1, idempotencyKey: 'r2' })).toMatchObject({ ok: false });
  });

  it('answers a repeated idempotency key as the first time, without charging again', async () => {
    const request = withCard(TEST_CARDS.success);
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
  });
});
