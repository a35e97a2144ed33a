/**
 * The wire contracts, one source for the server and the browser bundle.
 *
 * Written with zod/mini (zod 4's functional API: z.optional(s), s.check(z.maxLength(n)),
 * z.pipe(a, b)) because classic zod's chainable methods cannot be tree-shaken and would add
 * ~20 KB gzip to every page. To keep the browser paying only for what it uses:
 *  - package.json says sideEffects: false, so a page keeps only the modules it imports from;
 *  - a top-level schema that ends in a method call (`z.string().check(…)`) is marked
 *    `/* @__PURE__ *\/`: otherwise a bundler keeps it, used or not;
 *  - a schema whose fields carry checks is kept even unused once its module is imported, and
 *    every zod class the web uses anywhere lands in its first-load chunk: so what only the
 *    server parses (with its unions, transforms, refines) lives in modules the web never
 *    imports (product-query, cart-requests, account-*-requests, invoice-export, marketing-requests,
 *    points-requests, referral-requests, product-content-requests, menu-requests, digital-download-requests, vendor-requests, chat-requests), and records
 *    are written with recordOf.
 * zod/mini loads no locale: the server loads zod's English messages for its answers
 * (apps/server/src/http/parse-params.ts); the browser shows the i18n catalogs' texts.
 */
export * from './language.ts';
export * from './money.ts';
export * from './subscription.ts';
export * from './store-product.ts';
export * from './product-query.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './catalogue-constants.ts';
export * from './cart.ts';
export * from './cart-requests.ts';
export * from './order-status.ts';
export * from './subscription-status.ts';
export * from './account-subscriptions.ts';
export * from './account-subscription-requests.ts';
export * from './checkout.ts';
export * from './store-order.ts';
export * from './cookies.ts';
export * from './consent.ts';
export * from './consent-requests.ts';
export * from './account-orders.ts';
export * from './account-order-requests.ts';
export * from './account-payments.ts';
export * from './account-payment-requests.ts';
export * from './invoices.ts';
export * from './invoice-export.ts';
export * from './marketing-requests.ts';
export * from './profile.ts';
export * from './contact.ts';
export * from './account-area.ts';
export * from './ids.ts';
export * from './client-error-limits.ts';
export * from './client-errors.ts';
export * from './problems.ts';
export * from './store-taxonomy.ts';
export * from './store-catalogue-requests.ts';
export * from './promotions.ts';
export * from './promotion-requests.ts';
export * from './reviews.ts';
export * from './review-requests.ts';
export * from './menus.ts';
export * from './points.ts';
export * from './referrals.ts';
export * from './digital-downloads.ts';
export * from './vendors.ts';
export * from './documents.ts';
export * from './company-users.ts';
export * from './bulk-order.ts';
export * from './account-events.ts';
export * from './account-event-requests.ts';
export * from './account-reports.ts';
export * from './account-report-requests.ts';
// Statistics (issue 20): the account's orders and spending over time.
export * from './account-statistics.ts';
// Media: the user's own uploads (issue 20, account §7)
export * from './user-media.ts';
export * from './user-media-requests.ts';
// Order chat (issue 20, account §7)
export * from './chat.ts';
export * from './chat-requests.ts';

// Back office: orders (issue 21)
export * from './admin-order-requests.ts';
