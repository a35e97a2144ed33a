/**
 * Names of the background tasks queued from the shop's SQL. The handlers
 * live in the server (services/jobs/tasks.ts); a name here and a handler
 * there make a task.
 */

/** The order's confirmation to the customer and notice to the shop. Payload: `{ orderId }`. */
export const ORDER_MAIL_JOB = 'order_emails';

/** One mail rendered when it was queued (password reset, contact message). Payload: the mail. */
export const SEND_MAIL_JOB = 'send_mail';

/** The customer's mail about a change to their order. Payload: OrderUpdateJobPayload. */
export const ORDER_UPDATE_MAIL_JOB = 'order_update_mail';

/** The customer's mail that their subscription is on hold (no payment after every retry, or out of stock at renewal). Payload: `{ subscriptionId, kind, ref }`. */
export const SUBSCRIPTION_NOTICE_JOB = 'subscription_notice';

/** One change mirrored to Klaviyo (profile, list subscription, unsubscription or event); queued only when Klaviyo is on. Payload: KlaviyoSyncPayload (server). */
export const KLAVIYO_SYNC_JOB = 'klaviyo_sync';

/** A product or variation is back in stock: mail its waiting sign-ups, a batch at a time (queued by migration 0025's trigger). Payload: `{ productId }`. */
export const BACK_IN_STOCK_JOB = 'back_in_stock';

/** One sign-up's back-in-stock mail (queued when the sign-up was marked notified). Payload: `{ notificationId }`. */
export const BACK_IN_STOCK_MAIL_JOB = 'back_in_stock_mail';

/** Every 10 minutes: queues BACK_IN_STOCK_JOB for in-stock products that still have waiting sign-ups (the safety net). */
export const BACK_IN_STOCK_SWEEP_JOB = 'back_in_stock_sweep';

/** A started checkout's reminder mail, queued for later when the checkout was started by someone with marketing consent (one pending per e-mail). Payload: `{ eventId }`. */
export const ABANDONED_CHECKOUT_MAIL_JOB = 'abandoned_checkout_mail';
