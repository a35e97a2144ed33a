import type { HOLD_REASONS } from '@soul/contracts';
import type { SubscriptionActor, SubscriptionStatus } from './status.ts';

/** One product in a subscription, at the price it was sold at (VAT included, plan discount applied), in cents. */
export interface SubscriptionLine {
  id: number;
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  /** VAT rate of the product when it was added; a renewal uses the rate in force on its day. */
  taxRatePercent: number;
  /** A price change the shop announced: renewals from `nextPriceFrom` on charge this. */
  nextUnitPrice: number | null;
  nextPriceFrom: Date | null;
}

/** Why a subscription is on hold. */
export type HoldReason = (typeof HOLD_REASONS)[number];

export interface SubscriptionAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

/** A subscription as the shop keeps it (amounts in integer cents). */
export interface Subscription {
  id: number;
  userId: number | null;
  status: SubscriptionStatus;
  /** Months between renewals. */
  interval: number;
  /** Day of the month it renews on (the day it started); shorter months use their last day. */
  anchorDay: number;
  discountPercent: number;
  /** Null once it no longer renews (cancelled, expired). */
  nextRenewalAt: Date | null;
  /** A pending-cancel subscription ends then (the end of the period paid for). */
  endsAt: Date | null;
  holdReason: HoldReason | null;
  /** While paused: the renewal the pause put off. */
  putOffRenewalAt: Date | null;
  lines: SubscriptionLine[];
  /** The shipping rate chosen at checkout (`parcel_locker:1`, `courier:2`) and where to. */
  shippingRateId: string;
  shippingAddress: SubscriptionAddress;
  billingEmail: string;
  paymentMethod: string;
  /** The saved card renewals charge; null when there is none (it was removed, or the order was paid by transfer). */
  card: { tokenId: number; brand: string; last4: string; expMonth: number; expYear: number } | null;
  language: 'en' | 'lt';
  /** The order that started it, and every renewal order since, newest first. */
  parentOrderId: number;
  relatedOrderIds: number[];
  createdAt: Date;
}

export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'activated',
  'renewal_requested',
  'renewed',
  'renewal_failed',
  'renewal_retry_scheduled',
  'renewal_waiting_for_stock',
  'date_changed',
  'skipped',
  'paused',
  'resumed',
  'undone',
  'cancelled',
  'reactivated',
  'ended',
  'line_added',
  'line_changed',
  'line_removed',
  'payment_method_changed',
  'address_changed',
  'price_changed',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

/** One entry of the timeline the customer sees. */
export interface SubscriptionEvent {
  id: number;
  kind: SubscriptionEventKind;
  actor: SubscriptionActor;
  /** What changed, for the timeline's sentence (dates as ISO strings, amounts in cents, an order id). */
  detail: Record<string, string | number | null>;
  createdAt: Date;
}

type PricedLine = Pick<SubscriptionLine, 'quantity' | 'unitPrice'> & Partial<Pick<SubscriptionLine, 'nextUnitPrice' | 'nextPriceFrom'>>;

/** A line's price for a renewal on `date`: the announced new price once its day has come, else the price as sold. */
export function unitPriceOn(line: PricedLine, date: Date | null): number {
  return line.nextUnitPrice != null && line.nextPriceFrom && date && date.getTime() >= line.nextPriceFrom.getTime()
    ? line.nextUnitPrice
    : line.unitPrice;
}

/** The lines' total, VAT included, for a renewal on `date` (what it charges for the goods). */
export function linesTotal(lines: readonly PricedLine[], date: Date | null = null): number {
  return lines.reduce((sum, line) => sum + line.quantity * unitPriceOn(line, date), 0);
}
