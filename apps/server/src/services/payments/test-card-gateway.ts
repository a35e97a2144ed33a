import type { TestGatewayRecord, TestGatewayRepository } from '@soul/domain/payments/test-gateway-port';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_CARDS } from '@soul/contracts';
import { z } from 'zod';
import type {
  CardDetails,
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  PaymentGateway,
  RefundLookup,
  RefundRequest,
  RefundResult,
  SaveCardRequest,
  SaveCardResult,
  SavedCard,
} from './gateway.ts';
import { passesLuhn } from '@soul/domain/payments/card-checks';
import { cardBrand } from './card-brand.ts';

/** Card numbers that decline, and how (the README lists them with the one that succeeds). */
const DECLINING: ReadonlyMap<string, DeclineCode> = new Map([
  [TEST_CARDS.declined, 'card_declined'],
  [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/** How long the slow test card keeps the processor busy (README's test cards). */
export const SLOW_CARD_MS = 5000;

const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'invalid_card',
  'expired_card',
  'processing_error',
] as const satisfies readonly DeclineCode[];
/** The answers as the processor's table keeps them (read back through this schema: the table is a boundary). */
const chargeResultSchema = z.union([
  z.object({
    ok: z.literal(true),
    transactionId: z.string(),
    card: z.object({
      customerRef: z.string(),
      token: z.string(),
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number(),
      expYear: z.number(),
    }),
  }),
  z.object({ ok: z.literal(false), code: z.enum(DECLINE_CODES), detail: z.string() }),
]);
const refundResultSchema = z.union([
  z.object({ ok: z.literal(true), refundId: z.string() }),
  z.object({ ok: z.literal(false), detail: z.string() }),
]);

export interface TestCardGatewayOptions {
  now?: () => Date;
  /** How long a charge on the slow test card (and a refund of it) takes. */
  slowMs?: number;
}

/**
 * A built-in card processor for demos and tests that behaves like a real one:
 * it checks the number (Luhn), expiry and CVC, declines the documented test
 * numbers, and on success returns a customer id and a reusable token. Tokens
 * are signed (HMAC) rather than stored, so only this shop's gateway can have
 * issued them and a saved card charges the same way after a restart. Like a
 * real processor it remembers every request by idempotency key, durably
 * (its own table, `TestGatewayRepository`): a request with a key already
 * seen answers as the first time did, on any instance, after any restart,
 * and `findCharge` / `findRefund` say what became of a key. The slow card
 * is answered only after `slowMs`; until then a lookup says "processing".
 */
export class TestCardGateway implements PaymentGateway {
  readonly id = 'soul_test_card' as const;
  private readonly now: () => Date;
  private readonly slowMs: number;

  constructor(
    private readonly secret: string,
    private readonly store: TestGatewayRepository,
    options: TestCardGatewayOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.slowMs = options.slowMs ?? SLOW_CARD_MS;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const decided = this.decide(request);
    const record = await this.store.recordCharge({
      idempotencyKey: request.idempotencyKey,
      amount: request.amountCents,
      transactionId: decided.result.ok ? decided.result.transactionId : null,
      outcome: decided.result,
      delayMs: decided.slow ? this.slowMs : 0,
    });
    // The processor answers when it is done (the first request's answer, also for a repeat that arrives meanwhile).
    if (record.waitMs > 0) await sleep(record.waitMs);
    return this.chargeAnswer(record);
  }

  /** Checks a card as a charge would and keeps it (a token) without taking money; a card that always declines is refused. */
  async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    const { source } = request;
    if (source.kind === 'payment_method') {
      return { ok: false, code: 'processing_error', detail: 'the test card gateway takes card details, not processor ids' };
    }
    const card = this.checkCard(source.card);
    if ('code' in card) return { ok: false, ...card };
    const declined = DECLINING.get(card.number);
    if (declined) return { ok: false, code: declined, detail: 'test card that always declines' };
    return { ok: true, card: card.saved };
  }

  /** Gives back (part of) a charge this processor made, never more than it took, once per key. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const record = await this.store.recordRefund(request.idempotencyKey, request.transactionId, (charge, refundedSoFar) => {
      const outcome = ((): RefundResult => {
        if (!charge) return { ok: false, detail: 'unknown charge' };
        if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
          return { ok: false, detail: 'amount must be a positive number of cents' };
        if (refundedSoFar + request.amountCents > charge.amount) return { ok: false, detail: 'refund exceeds the charge' };
        return { ok: true, refundId: `re_test_${randomBytes(12).toString('hex')}` };
      })();
      return { outcome, amount: Math.max(0, Math.trunc(request.amountCents) || 0), delayMs: charge?.delayMs ?? 0 };
    });
    if (record.waitMs > 0) await sleep(record.waitMs);
    return this.refundAnswer(record);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const record = await this.store.find(idempotencyKey);
    if (!record || record.kind !== 'charge') return { state: 'not_found' };
    if (!record.ready) return { state: 'processing' };
    const result = this.chargeAnswer(record);
    return result.ok
      ? { state: 'succeeded', transactionId: result.transactionId, card: result.card }
      : { state: 'failed', code: result.code, detail: result.detail };
  }

  async findRefund(request: { transactionId: string; idempotencyKey: string }): Promise<RefundLookup> {
    const record = await this.store.find(request.idempotencyKey);
    if (!record || record.kind !== 'refund' || record.transactionId !== request.transactionId) return { state: 'not_found' };
    if (!record.ready) return { state: 'processing' };
    const result = this.refundAnswer(record);
    return result.ok ? { state: 'succeeded', refundId: result.refundId } : { state: 'failed', detail: result.detail };
  }

  private chargeAnswer(record: TestGatewayRecord): ChargeResult {
    if (record.kind !== 'charge') return { ok: false, code: 'processing_error', detail: 'idempotency key already used for a refund' };
    return chargeResultSchema.parse(record.outcome);
  }

  private refundAnswer(record: TestGatewayRecord): RefundResult {
    if (record.kind !== 'refund') return { ok: false, detail: 'idempotency key already used for a charge' };
    return refundResultSchema.parse(record.outcome);
  }

  private decide(request: ChargeRequest): { result: ChargeResult; slow: boolean } {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return { result: { ok: false, code: 'processing_error', detail: 'amount must be a positive number of cents' }, slow: false };
    }
    const { source } = request;
    if (source.kind === 'payment_method')
      return {
        result: { ok: false, code: 'processing_error', detail: 'the test card gateway takes card details, not processor ids' },
        slow: false,
      };
    const card = source.kind === 'card' ? this.checkCard(source.card) : this.openToken(source.customerRef, source.token);
    if ('code' in card) return { result: { ok: false, ...card }, slow: false };
    const declined = DECLINING.get(card.number);
    if (declined) return { result: { ok: false, code: declined, detail: 'test card that always declines' }, slow: false };
    return {
      result: { ok: true, transactionId: `ch_test_${randomBytes(12).toString('hex')}`, card: card.saved },
      slow: card.number === TEST_CARDS.slow,
    };
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
