import { z } from 'zod/mini';

/** Subscription statuses (WooCommerce Subscriptions'); the moves between them are the domain's (subscriptions/status.ts). */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'on-hold', 'pending-cancel', 'cancelled', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Why a subscription is on hold. */
export const HOLD_REASONS = ['paused', 'payment_failed', 'out_of_stock', 'administrator'] as const;

/** Who made a change: kept with every event, and shown in the customer's timeline. */
export const SUBSCRIPTION_ACTORS = ['customer', 'director', 'administrator', 'system'] as const;
export type SubscriptionActor = (typeof SUBSCRIPTION_ACTORS)[number];
