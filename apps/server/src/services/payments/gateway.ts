import type { SavedCard } from '@soul/domain/payments/saved-card';

/**
 * The payment gateway port (DESIGN §2). The checkout charges through it; the
 * one-click upsell and subscription renewals charge a saved card through it.
 * Declines are values, not exceptions: only a broken gateway throws.
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

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card' | 'processing_error';

export type ChargeResult =
  | { ok: true; transactionId: string; card: SavedCard }
  | { ok: false; code: DeclineCode; detail: string };

export interface RefundRequest {
  /** The charge to give back (the transaction id a charge returned). */
  transactionId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; detail: string };

export interface PaymentGateway {
  /** The payment method id it serves (`soul_test_card`, `stripe`). */
  readonly id: 'soul_test_card' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
