import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.ts';
import { languageSchema } from './language.ts';

/**
 * POST /wp-json/soul/v1/client-errors: what the browser reports about an
 * uncaught error, an unhandled rejection or a widget's render crash when no
 * Sentry DSN is configured (storefront §8, account §8). Small and capped;
 * unknown fields are dropped.
 */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page it happened on. */
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
  /** The island whose render crashed (`data-soul-widget`), if it was one. */
  widget: z.string().max(CLIENT_ERROR_LIMITS.widget).optional(),
  language: languageSchema.optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
