import type { ChargeAttempt } from '../payments/charge-attempt.ts';

/** `stock_held`: the units are there but held for back-in-stock sign-ups (migration 0025). */
export type UpsellRefusalReason = 'not_found' | 'expired' | 'no_saved_card' | 'stock' | 'stock_held' | 'declined' | 'busy';

export interface UpsellCommand {
  orderId: number;
  /** Who asks: the order must be theirs (placed in this session, or by this customer). */
  sessionToken: string;
  userId: number;
  /** The user id the page sent (0 for a guest order): must be the order's. */
  claimedUserId: number;
  /** The card customer the page sent: must be the one saved with the order. */
  customerRef: string;
  now: Date;
  /** The product or variation whose stock is taken; null when it keeps no count. */
  stockProductId: number | null;
  line: {
    productId: number;
    variationId: number;
    name: string;
    sku: string;
    quantity: number;
    net: number;
    tax: number;
    taxRatePercent: number;
    data: Record<string, unknown>;
  };
  paymentTitle: string;
}

/** The upsell's charge, recorded and committed: the caller asks the gateway, then calls finishUpsell. */
export type OpenUpsellResult =
  | { ok: true; orderId: number; attempt: ChargeAttempt; card: { customerRef: string; token: string } }
  | { ok: false; reason: UpsellRefusalReason };

export type UpsellResult = { ok: true; orderId: number } | { ok: false; reason: UpsellRefusalReason; declineCode?: string | undefined };
