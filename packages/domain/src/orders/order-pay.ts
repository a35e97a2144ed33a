import type { ChargeAttempt } from '../payments/charge-attempt.ts';

export interface ReopenCommand {
  orderId: number;
  /** The method chosen on the pay-for-order page. */
  method: string;
  /** A card method: a new charge attempt is opened; otherwise the order waits for the money (bank transfer) or goes out (cash on delivery). */
  card: boolean;
  /** The payment's title in the order's language. */
  title: string;
  /** The shop's clock: units held for back-in-stock sign-ups live then are not taken (default: the database's now). */
  at?: Date;
}

export type ReopenResult =
  | { ok: true; attempt: ChargeAttempt | null }
  | { ok: false; reason: 'not_payable' }
  | { ok: false; reason: 'stock'; shortage: StockShortage }
  | { ok: false; reason: 'coupon_usage'; code: string };

/** A product an order wants more of than there is. */
export interface StockShortage {
  productId: number;
  name: string;
  available: number;
}
