import type { ConsentText } from '../marketing/consent.ts';
import type { CartDocument } from '../cart-document/document.ts';
import type { OrderDraft } from './order-draft.ts';

/** Why an order was not placed; nothing was written. */
export type PlaceOrderProblem =
  | {
      kind: 'stock';
      productId: number;
      name: string;
      available: number;
      /** Units are there but held for back-in-stock sign-ups. */ held?: boolean;
    }
  | { kind: 'coupon_usage'; code: string }
  | { kind: 'cart_changed' }
  | { kind: 'email_registered' }
  /** The points the cart spends are no longer there (spent meanwhile), or the order has no account to take them from. */
  | { kind: 'points_balance' };

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** SHA-256 of the session token the new customer is logged in with. */
  sessionTokenHash: string;
}

export interface PlaceOrderCommand {
  draft: OrderDraft;
  sessionToken: string;
  idempotencyKey: string | null;
  userId: number | null;
  newAccount: NewAccount | null;
  /** The cart the order was priced from: emptied in the same transaction, if still at this version. */
  cartVersion: number;
  emptiedCart: CartDocument;
  paymentTitle: string;
  /** Queue the order e-mails now (orders not waiting for a card charge). */
  sendMail: boolean;
  /**
   * A card order: its payment is a charge attempt asked for with the key
   * `order-<id>`, and keeps this cart to give back if it is declined.
   */
  cardCharge: { restoreCart: CartDocument } | null;
  /** The newsletter box's text as the customer saw it, when they ticked it: recorded as their consent with the order. */
  newsletterConsent?: ConsentText | undefined;
  /** The request placing the order, for the consent record. */
  requestId?: string | undefined;
  /** The shop's clock at checkout: priority holds live then bind (default: the database's now). */
  at?: Date;
}

export type PlaceOrderResult =
  | {
      ok: true;
      orderId: number;
      orderKey: string;
      userId: number | null;
      /** False when the same submit had placed it already (it raced itself): the caller carries on as a retry. */
      placedNow: boolean;
      /** A card order's charge attempt (its payment row and idempotency key). */
      attempt: { paymentId: number; idempotencyKey: string } | null;
    }
  | { ok: false; problem: PlaceOrderProblem };
