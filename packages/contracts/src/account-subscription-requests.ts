import { z } from 'zod/mini';
import { dbIdOrZeroSchema, dbIdSchema } from './ids.ts';
import { subscriptionStatusSchema } from './subscription-status.ts';

/** The account's subscription requests, which only the server parses (answers in account-subscriptions.ts). */

const page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
const perPage = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10);
/** The version the reader saw: a change made meanwhile refuses theirs (409). Optional, as account §7's bodies have none. */
const version = z.optional(z.coerce.number().check(z.int(), z.minimum(1)));
/** account §7 sends the customer's id with each change; the server decides by the session and only checks it names the owner when given. */
const customerId = z.optional(dbIdOrZeroSchema);

/** GET soul/v1/subscriptions (and the administrators' list): status, renewing before a date, paging. */
export const subscriptionListQuerySchema = z.object({
  status: z.optional(subscriptionStatusSchema),
  renews_before: z.optional(z.iso.date()),
  page,
  per_page: perPage,
});

/** POST soul/v1/update-subscription-renewal (account §7). */
export const updateRenewalBodySchema = z.object({ id: dbIdSchema, customer_id: customerId, new_renewal_date: z.iso.date(), version });

/** POST soul/v1/cancel-subscription (account §7); also reactivate, skip, resume, renew now and undo (the shop's own). */
export const subscriptionActionBodySchema = z.object({ id: dbIdSchema, customer_id: customerId, version });

/** POST soul/v1/pause-subscription: 1–3 months. */
export const pauseBodySchema = z.object({
  id: dbIdSchema,
  customer_id: customerId,
  months: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)),
  version,
});

/** POST soul/v1/add-subscription-product (account §7). */
export const addSubscriptionProductBodySchema = z.object({
  id: dbIdSchema,
  customer_id: customerId,
  product_id: dbIdSchema,
  quantity: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99)), 1),
  version,
});

/** POST soul/v1/update-subscription-line: a new quantity, 0 removes the line (at least one stays). */
export const updateSubscriptionLineBodySchema = z.object({
  id: dbIdSchema,
  line_id: dbIdSchema,
  quantity: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)),
  version,
});

/** POST soul/v1/change-subscription-payment-method (account §7). */
export const changePaymentMethodBodySchema = z.object({ subscription_id: dbIdSchema, payment_token_id: dbIdSchema, version });

/** GET soul/v1/subscriptions/{id}/preview?action=skip|pause&months=N. */
export const subscriptionPreviewQuerySchema = z.object({
  action: z.enum(['skip', 'pause']),
  months: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)), 1),
});

/** GET soul/v1/admin/subscriptions (the admin convention: paging, sort, search, the feature's filters). */
export const adminSubscriptionQuerySchema = z.object({
  status: z.optional(subscriptionStatusSchema),
  renews_before: z.optional(z.iso.date()),
  renews_after: z.optional(z.iso.date()),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  orderby: z._default(z.enum(['next_renewal', 'created', 'id']), 'next_renewal'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  page,
  per_page: perPage,
});

/** PUT soul/v1/admin/subscriptions/{id}: the shop's own changes (status: hold, release, end now; the next renewal date). */
export const adminSubscriptionUpdateSchema = z.object({
  status: z.optional(z.enum(['active', 'on-hold', 'cancelled'])),
  next_renewal_date: z.optional(z.iso.date()),
  version,
});

/** POST soul/v1/admin/subscriptions/price-changes: apply a product's current price to running subscriptions, after a notice period. */
export const adminPriceChangeSchema = z.object({
  product_id: dbIdSchema,
  notice_days: z._default(z.coerce.number().check(z.int(), z.minimum(7), z.maximum(90)), 14),
});

/**
 * POST soul/v1/add-payment-method (account §7): a new card for a subscription's renewals. With Stripe,
 * `payment_method_id` is the PaymentMethod its Payment Element made; with the test card, the card's
 * fields come in `payment_data` as at checkout (card_number, card_expiry "MM/YY", card_cvc).
 */
export const addPaymentMethodBodySchema = z.object({
  subscription_id: dbIdSchema,
  payment_method_id: z.optional(z.string().check(z.regex(/^pm_[A-Za-z0-9_]{1,100}$/))),
  payment_data: z._default(
    z.array(z.object({ key: z.string().check(z.maxLength(50)), value: z.string().check(z.maxLength(50)) })).check(z.maxLength(10)),
    [],
  ),
  version,
});

/** GET soul/v1/subscriptions/{id}/product-price?product_id=: a product's price in this subscription (its plan discount), before adding it. */
export const subscriptionProductPriceQuerySchema = z.object({ product_id: dbIdSchema });
