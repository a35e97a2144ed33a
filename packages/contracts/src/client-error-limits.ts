/**
 * The bounds of a browser error report (POST /wp-json/soul/v1/client-errors),
 * without zod: the browser's reporter, loaded on every page at boot, imports
 * them to cut a report down before sending, and needs no schema for that.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 8000,
  url: 2000,
  widget: 64,
} as const;

/** The largest request body the route reads (bytes): a capped report with its JSON quoting fits well inside. */
export const CLIENT_ERROR_BODY_BYTES = 32 * 1024;

/** Reports one client address may send per window; more answer 429. */
export const CLIENT_ERROR_REPORTS_PER_WINDOW = 30;
export const CLIENT_ERROR_WINDOW_SECONDS = 10 * 60;
