import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import type { ChargeRequest } from './gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let gateway: StripeGateway;
beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = new StripeGateway({ secretKey: 'sk_test_contract', host: '127.0.0.1', port: fake.port, protocol: 'http' });
});
afterAll(async () => fake.close());

let keys = 0;
const newCard = (paymentMethodId: string): ChargeRequest => ({
  amountCents: 4599,
  currency: 'EUR',
  description: 'Soul Shop order #7',
  idempotencyKey: `order-${keys++}`,
  source: { kind: 'payment_method', paymentMethodId, email: 'ona@example.lt' },
});

describe('StripeGateway against the Stripe API contract', () => {
  it('charges a new card: customer, confirmed PaymentIntent saving the card for off-session use', async () => {
    const result = await gateway.charge(newCard('pm_card_visa'));
    expect(result).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', token: 'pm_card_visa', expMonth: 12, expYear: 2030 } });
    const [customer, intent] = fake.calls.slice(-2);
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      body: { email: 'ona@example.lt' },
      authorization: 'Bearer sk_test_contract',
    });
    expect(intent).toMatchObject({
      path: '/v1/payment_intents',
      body: {
        amount: '4599',
        currency: 'eur',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_fake_/),
      },
    });
    expect(intent?.idempotencyKey).toMatch(/^order-/);
    if (result.ok) expect(result.card.customerRef).toBe(intent?.body.customer);
  });

  it('charges the saved card off-session for the upsell, with no new customer', async () => {
    const first = await gateway.charge(newCard('pm_card_visa'));
    if (!first.ok) throw new Error('expected success');
    const before = fake.calls.length;
    const again = await gateway.charge({
      amountCents: 1700,
      currency: 'EUR',
      description: 'upsell',
      idempotencyKey: 'upsell-1',
      source: { kind: 'saved', customerRef: first.card.customerRef, token: first.card.token },
    });
    expect(again).toMatchObject({ ok: true });
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual(['/v1/payment_intents']);
    expect(fake.calls.at(-1)?.body).toMatchObject({
      off_session: 'true',
      customer: first.card.customerRef,
      payment_method: 'pm_card_visa',
      amount: '1700',
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
  ])('turns %s into a %s decline, not an exception', async (paymentMethod, code) => {
    expect(await gateway.charge(newCard(paymentMethod))).toMatchObject({ ok: false, code });
  });

  it('refunds a PaymentIntent, and reports an unknown one as a failure', async () => {
    const paid = await gateway.charge(newCard('pm_card_visa'));
    if (!paid.ok) throw new Error('expected success');
    expect(await gateway.refund({ transactionId: paid.transactionId, amountCents: 4599, idempotencyKey: 'refund-1' })).toMatchObject({
      ok: true,
      refundId: expect.stringMatching(/^re_fake_/),
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      body: { payment_intent: paid.transactionId, amount: '4599' },
      idempotencyKey: 'refund-1',
    });
    expect(await gateway.refund({ transactionId: 'pi_unknown', amountCents: 100, idempotencyKey: 'refund-2' })).toMatchObject({
      ok: false,
    });
  });

  it('finds a charge again by its idempotency key (PaymentIntent search on metadata): paid, declined, or never made', async () => {
    const paid = newCard('pm_card_visa');
    const result = await gateway.charge(paid);
    if (!result.ok) throw new Error('expected success');
    expect(fake.calls.at(-1)?.body).toMatchObject({ metadata: { idempotency_key: paid.idempotencyKey } });
    expect(await gateway.findCharge(paid.idempotencyKey)).toEqual({
      state: 'succeeded',
      transactionId: result.transactionId,
      card: result.card,
    });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_intents/search',
      query: { query: `metadata['idempotency_key']:'${paid.idempotencyKey}'` },
    });

    const declined = newCard('pm_card_chargeDeclinedInsufficientFunds');
    await gateway.charge(declined);
    expect(await gateway.findCharge(declined.idempotencyKey)).toMatchObject({ state: 'failed', code: 'insufficient_funds' });
    expect(await gateway.findCharge("order-never-'sent'")).toEqual({ state: 'not_found' });
  });

  it('finds a refund again by its idempotency key (the PaymentIntent’s refunds, by metadata)', async () => {
    const paid = await gateway.charge(newCard('pm_card_visa'));
    if (!paid.ok) throw new Error('expected success');
    const refunded = await gateway.refund({ transactionId: paid.transactionId, amountCents: 100, idempotencyKey: 'refund-find-1' });
    if (!refunded.ok) throw new Error('expected a refund');
    expect(await gateway.findRefund({ transactionId: paid.transactionId, idempotencyKey: 'refund-find-1' })).toEqual({
      state: 'succeeded',
      refundId: refunded.refundId,
    });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds', query: { payment_intent: paid.transactionId } });
    expect(await gateway.findRefund({ transactionId: paid.transactionId, idempotencyKey: 'refund-find-2' })).toEqual({
      state: 'not_found',
    });
  });

  it('a retry of a key with other card details answers what happened to the key, not a second charge', async () => {
    const first = newCard('pm_card_visa');
    const paid = await gateway.charge(first);
    const retried = await gateway.charge({
      ...first,
      source: { kind: 'payment_method', paymentMethodId: 'pm_card_chargeDeclined', email: 'other@example.lt' },
    });
    expect(retried).toEqual(paid);
    // Stripe refused the reused key with other details; the adapter asked what the key had done.
    expect(fake.calls.at(-1)?.path).toBe('/v1/payment_intents/search');
  });

  it('refuses raw card numbers without calling Stripe', async () => {
    const before = fake.calls.length;
    const result = await gateway.charge({
      ...newCard('x'),
      source: { kind: 'card', email: 'a@b.lt', card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' } },
    });
    expect(result).toMatchObject({ ok: false, code: 'processing_error' });
    expect(fake.calls.length).toBe(before);
  });
});
