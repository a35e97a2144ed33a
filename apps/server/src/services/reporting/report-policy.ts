/**
 * Server error reporting's numbers, the same as the browser's
 * (apps/web reporting/policy.ts; account §8): a report is retried up to 5
 * times, the first retry after 1000 ms and each later one after twice the
 * wait; Sentry keeps the last 20 breadcrumbs.
 */
export const REPORT_RETRIES = 5;
export const FIRST_RETRY_MS = 1000;
export const MAX_BREADCRUMBS = 20;
