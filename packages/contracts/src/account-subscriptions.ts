import { z } from 'zod/mini';
import { HOLD_REASONS, SUBSCRIPTION_ACTORS, subscriptionStatusSchema } from './subscription-status.ts';

/** Money on the wire: a string of euro cents. */
const cents = z.string();

const subscriptionLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  variation_id: z.number(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number(),
  /** Price of one, VAT included, as sold (plan discount applied). */
  price: cents,
  total: cents,
  /** A price change the shop announced: the price from `next_price_from` (ISO) on. */
  next_price: z.optional(z.nullable(cents)),
  next_price_from: z.optional(z.nullable(z.string())),
});

const plannedRenewalSchema = z.object({ date: z.string(), goods: cents, shipping: cents, total: cents });

/** What the reader may do with the subscription now (decided on the server, the screens only mirror it). */
const subscriptionAbilitiesSchema = z.object({
  change_date: z.boolean(),
  renew_now: z.boolean(),
  skip: z.boolean(),
  pause: z.boolean(),
  resume: z.boolean(),
  cancel: z.boolean(),
  reactivate: z.boolean(),
  change_payment_method: z.boolean(),
  edit_items: z.boolean(),
  /** Until when the last skip or pause can be taken back (ISO); null when nothing can. */
  undo_until: z.nullable(z.string()),
});

export const accountSubscriptionEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  actor: z.enum(SUBSCRIPTION_ACTORS),
  date: z.string(),
  /** The entry as a sentence in the reader's language. */
  text: z.string(),
});

/** A subscription as the account area reads it (account §3 "Subscription", with its lines, money and what may be done). */
export const accountSubscriptionSchema = z.object({
  id: z.number(),
  status: subscriptionStatusSchema,
  status_label: z.string(),
  hold_reason: z.nullable(z.enum(HOLD_REASONS)),
  billing_interval: z.number(),
  billing_period: z.literal('month'),
  /** ISO; null once it no longer renews. */
  next_renewal_date: z.nullable(z.string()),
  /** A cancelled subscription runs until then (pending-cancel). */
  end_date: z.nullable(z.string()),
  created_at: z.string(),
  currency: z.literal('EUR'),
  lines: z.array(subscriptionLineSchema),
  /** What the next renewal charges. */
  renewal: z.object({ goods: cents, shipping: cents, total: cents }),
  upcoming: z.array(plannedRenewalSchema),
  payment_method: z.object({
    id: z.string(),
    title: z.string(),
    card: z.nullable(z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() })),
  }),
  shipping_address: z.object({
    first_name: z.string(),
    last_name: z.string(),
    address_1: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.string(),
  }),
  shipping_method: z.string(),
  customer: z.object({ id: z.nullable(z.number()), email: z.string() }),
  parent_order_id: z.number(),
  related_orders: z.array(z.number()),
  version: z.number(),
  abilities: subscriptionAbilitiesSchema,
  /** The timeline, newest first (the detail answer only). */
  events: z.optional(z.array(accountSubscriptionEventSchema)),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;

/** A preview of a skip or a pause: the renewals that would follow. */
export const subscriptionPreviewSchema = z.object({
  action: z.enum(['skip', 'pause']),
  next_renewal_date: z.string(),
  upcoming: z.array(plannedRenewalSchema),
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewSchema>;

/** A saved card the subscription may be charged on (GET subscription-payment-methods/{id}). */
export const subscriptionPaymentMethodSchema = z.object({
  id: z.number(),
  method: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  is_current: z.boolean(),
});
export type SubscriptionPaymentMethod = z.infer<typeof subscriptionPaymentMethodSchema>;

/** A product's price in a subscription (GET subscriptions/{id}/product-price): with the plan discount, and before it. */
export const subscriptionProductPriceSchema = z.object({
  product_id: z.number(),
  variation_id: z.number(),
  name: z.string(),
  price: cents,
  regular_price: cents,
  /** The next renewal with one of it added: goods, shipping (which may change with the goods' value) and total. */
  renewal: z.object({ goods: cents, shipping: cents, total: cents }),
});
export type SubscriptionProductPrice = z.infer<typeof subscriptionProductPriceSchema>;
