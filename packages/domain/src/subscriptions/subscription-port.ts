import type { ChargeAttempt } from '../payments/charge-attempt.ts';
import type { SavedCard } from '../payments/saved-card.ts';
import type { StockShortage } from '../orders/order-pay.ts';
import type { OrderScope } from '../orders/stored-order.ts';
import type { DunningStep } from './dunning.ts';
import type { RenewalOrder } from './renewal-order.ts';
import type { SubscriptionActor, SubscriptionStatus } from './status.ts';
import type { HoldReason, Subscription, SubscriptionEvent, SubscriptionEventKind } from './subscription.ts';

/** A subscription with the version a change must name (so two changes never overwrite each other). */
export interface VersionedSubscription extends Subscription {
  version: number;
}

export interface SubscriptionListQuery {
  page: number;
  perPage: number;
  status: SubscriptionStatus | null;
  /** Renewing on or before this date (administrators' list). */
  renewsBefore: Date | null;
  /** Renewing on or after this date (administrators' list). */
  renewsAfter?: Date | null;
  /** The subscription's number, the customer's e-mail or a product's name (administrators' list). */
  search?: string | null;
  orderby?: 'next_renewal' | 'created' | 'id';
  order?: 'asc' | 'desc';
}

export interface OpenRenewalCommand {
  subscriptionId: number;
  /** The version the order was built from: a change since then refuses (the caller reads again). */
  version: number;
  /** The renewal date this period fell due on: with the subscription, the key that charges a period at most once. */
  dueAt: Date;
  /** The renewal after this one. */
  nextRenewalAt: Date;
  order: RenewalOrder;
  /** Order status at placement for the subscription's payment method (a card order waits for its charge). */
  orderStatus: 'pending' | 'processing' | 'on-hold';
  /** Whether the payment is a card charge: then an attempt is opened on the saved card. */
  card: boolean;
  paymentTitle: string;
  actor: SubscriptionActor;
  userId: number | null;
}

export type OpenRenewalResult =
  | {
      ok: true;
      renewalId: number;
      orderId: number;
      /** The card charge to ask the gateway for now (outside any transaction); null when nothing is charged by card. */
      attempt: ChargeAttempt | null;
      card: { customerRef: string; token: string } | null;
    }
  /** Changed since it was read, not due (any more), or this period was ordered already: nothing was written. */
  | { ok: false; reason: 'changed' | 'not_due' | 'already_renewed' }
  /** Not enough stock: the subscription is on hold waiting for it (written and committed). */
  | { ok: false; reason: 'stock'; shortage: StockShortage };

/** A renewal whose declined charge is due to be tried again. */
export interface RenewalRetry {
  renewalId: number;
  subscriptionId: number;
  orderId: number;
  declines: number;
}

/** A change a customer (or an administrator for them) makes, decided under the row lock from the subscription as it is. */
export type SubscriptionChange =
  | {
      ok: true;
      changes: SubscriptionFieldChanges;
      event: { kind: SubscriptionEventKind; detail: Record<string, string | number | null> };
      undoable: boolean;
      /** Background jobs the change causes (a notice mail), queued in its transaction. */
      jobs?: { task: string; payload: object; jobKey: string }[];
    }
  | { ok: false; reason: string };

export interface SubscriptionFieldChanges {
  status?: SubscriptionStatus;
  nextRenewalAt?: Date | null;
  endsAt?: Date | null;
  holdReason?: HoldReason | null;
  putOffRenewalAt?: Date | null;
  anchorDay?: number;
  paymentTokenId?: number;
  paymentMethod?: string;
  /** Announced prices: from `from` on, the line charges `price`. */
  nextPrices?: { lineId: number; price: number; from: Date }[];
  /** Lines to set (quantity > 0) or remove (quantity 0), by line id; new lines have no id. */
  lines?: {
    id: number | null;
    productId: number;
    variationId: number;
    name: string;
    sku: string;
    quantity: number;
    unitPrice: number;
    taxRatePercent: number;
  }[];
}

export type ChangeResult = { ok: true; subscription: VersionedSubscription } | { ok: false; reason: string };

export interface SavedCardSummary {
  id: number;
  gateway: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the subscription services need from storage; packages/db implements it (PgSubscriptionRepository). */
export interface SubscriptionRepository {
  list(scope: OrderScope, query: SubscriptionListQuery): Promise<{ subscriptions: VersionedSubscription[]; total: number }>;
  find(id: number): Promise<VersionedSubscription | null>;
  events(id: number): Promise<SubscriptionEvent[]>;
  /** Subscriptions due to renew (active, or paused until now) at `now`, oldest first. */
  dueRenewals(now: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]>;
  /** Active subscriptions renewing by `until` whose reminder for that date was not sent yet (sent_mail ref `subscription:<id>:<ISO date>`). */
  dueReminders(until: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]>;
  /** This declined renewal, if its next try is due at `now`. */
  dueRetry(renewalId: number, now: Date): Promise<RenewalRetry | null>;
  /** Declined renewals whose next try is due at `now`. */
  dueRetries(now: Date, limit: number): Promise<RenewalRetry[]>;
  /** Places the renewal order and opens its charge, in one transaction; see OpenRenewalResult. */
  openRenewal(command: OpenRenewalCommand): Promise<OpenRenewalResult>;
  /**
   * Records a declined renewal charge: `decide` gets the declines so far
   * (this one included) and when the first was, and says whether to retry
   * or hold. Written under the renewal's row lock; false when it was not
   * waiting for an answer.
   */
  recordRenewalDecline(
    renewalId: number,
    now: Date,
    decide: (declines: number, firstDeclineAt: Date) => DunningStep,
  ): Promise<DunningStep | null>;
  /** A retry reopened the failed renewal order: it waits for this answer. */
  markRetrying(renewalId: number): Promise<void>;
  /**
   * A change by a customer or an administrator: `decide` runs under the row
   * lock with the subscription as it is and `version` must still be its
   * version. The event is written with who made it; an undoable change
   * keeps what it replaced for UNDO_WINDOW_MS.
   */
  change(
    id: number,
    version: number,
    who: { actor: SubscriptionActor; userId: number | null },
    now: Date,
    decide: (subscription: VersionedSubscription) => SubscriptionChange,
  ): Promise<ChangeResult>;
  /** Takes back the last undoable change if it is still within its window and nothing changed since. */
  undo(id: number, version: number, who: { actor: SubscriptionActor; userId: number | null }, now: Date): Promise<ChangeResult>;
  /** The cards saved by this customer, newest first (what a subscription may be moved to). */
  savedCards(userId: number): Promise<SavedCardSummary[]>;
  /** Keeps a newly saved card of this customer's (for renewals); its id. */
  addCard(userId: number, gateway: string, card: SavedCard): Promise<number>;
  /** Subscriptions still running (active, on hold, or to end later) with a line of this product or variation. */
  runningWith(stockId: number): Promise<VersionedSubscription[]>;
  /** Whether the order renews a subscription (its mail attaches the invoice by the renewal setting). */
  isRenewalOrder(orderId: number): Promise<boolean>;
  /** The saved card's gateway references (for an off-session charge); null when it is gone. */
  cardOf(tokenId: number): Promise<{ customerRef: string; token: string } | null>;
  /** Pending-cancel subscriptions whose paid period ended by `now` become cancelled; their ids. */
  endCancelled(now: Date): Promise<number[]>;
}
