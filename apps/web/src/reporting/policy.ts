/**
 * Error reporting's numbers (storefront §9 "Layout", account §8 and §9): a
 * report is retried up to 5 times, the first retry after 1000 ms and each
 * later one after twice the wait; Sentry keeps the last 20 breadcrumbs. The
 * shop's own endpoint gets at most a few reports from one page.
 */
export const REPORT_RETRIES = 5;
export const FIRST_RETRY_MS = 1000;
export const MAX_BREADCRUMBS = 20;
export const MAX_REPORTS_PER_PAGE = 5;
