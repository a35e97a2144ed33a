import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEST_CARDS } from '@soul/contracts';
import type { CardDetails, ChargeRequest, ChargeResult, DeclineCode, PaymentGateway, RefundRequest, RefundResult, SavedCard } from './gateway.ts';
import { LruCache } from '../lru-cache.ts';
import { cardBrand, passesLuhn } from './luhn.ts';

/** Card numbers that decline, and how (the README lists them with the one that succeeds). */
const DECLINING: ReadonlyMap<string, DeclineCode> = new Map([
  [TEST_CARDS.declined, 'card_declined'],
  [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/**
 * A built-in card processor for demos and tests that behaves like a real one:
 * it checks the number (Luhn), expiry and CVC, declines the documented test
 * numbers, and on success returns a customer id and a reusable token. Tokens
 * are signed (HMAC) rather than stored, so only this shop's gateway can have
 * issued them and a saved card charges the same way after a restart. A
 * charge with a key already seen answers as the first time did.
 */
export class TestCardGateway implements PaymentGateway {
  readonly id = 'soul_test_card' as const;
  /** Answers by idempotency key (bounded: a retry comes within minutes, not after ten thousand charges). */
  private readonly answered = new LruCache<ChargeResult>(10_000);
  private readonly refunded = new LruCache<RefundResult>(10_000);

  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.answered.get(request.idempotencyKey);
    if (earlier) return earlier;
    const result = this.decide(request);
    this.answered.set(request.idempotencyKey, result);
    return result;
  }

  /** Gives a charge back: any charge this gateway made (`ch_test_…`), once per key. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!/^ch_test_[0-9a-f]{24}$/.test(request.transactionId)) return { ok: false, detail: 'unknown charge' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { ok: false, detail: 'amount must be a positive number of cents' };
    const earlier = this.refunded.get(request.idempotencyKey);
    if (earlier) return earlier;
    const result: RefundResult = { ok: true, refundId: `re_test_${randomBytes(12).toString('hex')}` };
    this.refunded.set(request.idempotencyKey, result);
    return result;
  }

  private decide(request: ChargeRequest): ChargeResult {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return { ok: false, code: 'processing_error', detail: 'amount must be a positive number of cents' };
    }
    const { source } = request;
    if (source.kind === 'payment_method') return { ok: false, code: 'processing_error', detail: 'the test card gateway takes card details, not processor ids' };
    const card = source.kind === 'card' ? this.checkCard(source.card) : this.openToken(source.customerRef, source.token);
    if ('code' in card) return { ok: false, ...card };
    const declined = DECLINING.get(card.number);
    if (declined) return { ok: false, code: declined, detail: 'test card that always declines' };
    return { ok: true, transactionId: `ch_test_${randomBytes(12).toString('hex')}`, card: card.saved };
  }

  private checkCard(card: CardDetails): { number: string; saved: SavedCard } | { code: DeclineCode; detail: string } {
    const number = card.number.replace(/[\s-]/g, '');
    if (!passesLuhn(number)) return { code: 'invalid_card', detail: 'card number fails the checksum' };
    if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'invalid_card', detail: 'security code must be 3 or 4 digits' };
    if (!(card.expMonth >= 1 && card.expMonth <= 12)) return { code: 'invalid_card', detail: 'expiry month out of range' };
    const now = this.now();
    const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) return { code: 'expired_card', detail: 'card expired' };
    const customerRef = `cus_test_${randomBytes(9).toString('hex')}`;
    const saved: SavedCard = {
      customerRef,
      token: this.signToken(customerRef, number, card.expMonth, card.expYear),
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    return { number, saved };
  }

  /** `tok_test_<payload>.<signature>`, the payload holding what a later charge needs. */
  private signToken(customerRef: string, number: string, expMonth: number, expYear: number): string {
    const payload = Buffer.from(JSON.stringify({ c: customerRef, n: number, m: expMonth, y: expYear })).toString('base64url');
    return `tok_test_${payload}.${this.sign(payload)}`;
  }

  private openToken(customerRef: string, token: string): { number: string; saved: SavedCard } | { code: DeclineCode; detail: string } {
    const match = /^tok_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
    const invalid = { code: 'invalid_card' as const, detail: 'unknown payment token' };
    if (!match?.[1] || !match[2]) return invalid;
    const expected = Buffer.from(this.sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
    const data = JSON.parse(Buffer.from(match[1], 'base64url').toString()) as { c: string; n: string; m: number; y: number };
    if (data.c !== customerRef) return { code: 'invalid_card', detail: 'token belongs to another customer' };
    const card = this.checkCard({ number: data.n, expMonth: data.m, expYear: data.y, cvc: '000' });
    if ('code' in card) return card;
    return { number: card.number, saved: { ...card.saved, customerRef, token } };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
