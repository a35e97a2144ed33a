import { z } from 'zod/mini';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.ts';
import { languageSchema } from './language.ts';

/**
 * POST /wp-json/soul/v1/client-errors: what the browser reports about an
 * uncaught error, an unhandled rejection or a widget's render crash when no
 * Sentry DSN is configured (storefront §8, account §8). Small and capped;
 * unknown fields are dropped.
 */
export const clientErrorReportSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.stack))),
  /** The page it happened on. */
  url: z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.url)),
  /** The island whose render crashed (`data-soul-widget`), if it was one. */
  widget: z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.widget))),
  language: z.optional(languageSchema),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
