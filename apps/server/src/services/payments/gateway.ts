import type { SavedCard } from '@soul/domain/payments/saved-card';

/**
 * The payment gateway port (DESIGN §2). The checkout charges through it; the
 * one-click upsell and subscription renewals charge a saved card through it.
 * Declines are values, not exceptions: a gateway throws only when it cannot
 * say what happened (unreachable, timed out, the same key still being
 * processed: `PaymentPendingError`) — the caller then leaves its intent
 * pending, and reconciliation asks later with `findCharge` / `findRefund`.
 * Never called inside a database transaction: the intent is committed first.
 */

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type { SavedCard };

export type ChargeSource =
  | { kind: 'card'; card: CardDetails; email: string }
  /** A card the browser gave to the processor itself (Stripe's PaymentMethod id from its Payment Element). */
  | { kind: 'payment_method'; paymentMethodId: string; email: string }
  | { kind: 'saved'; customerRef: string; token: string };

export interface ChargeRequest {
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** The same key never charges twice (a retried request gets the first answer). */
  idempotencyKey: string;
  source: ChargeSource;
}

/** A card to keep for later charges: typed details (test card) or the processor's PaymentMethod id (Stripe). */
export interface SaveCardRequest {
  source: Extract<ChargeSource, { kind: 'card' } | { kind: 'payment_method' }>;
  /** The same key never saves twice. */
  idempotencyKey: string;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; code: DeclineCode; detail: string };

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card' | 'processing_error';

export type ChargeResult = { ok: true; transactionId: string; card: SavedCard } | { ok: false; code: DeclineCode; detail: string };

export interface RefundRequest {
  /** The charge to give back (the transaction id a charge returned). */
  transactionId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; detail: string };

/** What the processor knows of a charge asked for with a key. */
export type ChargeLookup =
  | { state: 'succeeded'; transactionId: string; card: SavedCard }
  | { state: 'failed'; code: DeclineCode; detail: string }
  /** Asked for, and not answered yet: look again later. */
  | { state: 'processing' }
  /** Never asked for: the request did not reach the processor. */
  | { state: 'not_found' };

/** What the processor knows of a refund asked for with a key. */
export type RefundLookup =
  | { state: 'succeeded'; refundId: string }
  | { state: 'failed'; detail: string }
  | { state: 'processing' }
  | { state: 'not_found' };

/** The gateway could not say what became of the request (timeout, connection lost, the same key in flight). */
export class PaymentPendingError extends Error {
  constructor(detail: string) {
    super(`payment outcome unknown: ${detail}`);
    this.name = 'PaymentPendingError';
  }
}

export interface PaymentGateway {
  /** The payment method id it serves (`soul_test_card`, `stripe`). */
  readonly id: 'soul_test_card' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Saves a card for later off-session charges without charging it (a new card for a subscription's renewals). */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** What became of the charge asked for with this key (a processor remembers: asked after a crash, it still knows). */
  findCharge(idempotencyKey: string): Promise<ChargeLookup>;
  /** What became of the refund of `transactionId` asked for with this key. */
  findRefund(request: { transactionId: string; idempotencyKey: string }): Promise<RefundLookup>;
}

/** A lookup as the answer a charge would have given (succeeded or failed), or null while unknown. */
export function chargeResultOf(lookup: ChargeLookup): ChargeResult | null {
  if (lookup.state === 'succeeded') return { ok: true, transactionId: lookup.transactionId, card: lookup.card };
  if (lookup.state === 'failed') return { ok: false, code: lookup.code, detail: lookup.detail };
  // A charge the processor never received was not made; reconciliation decides when to give up on it.
  return null;
}
