import { z } from 'zod';
import { languageSchema } from './language.ts';

/**
 * The settings object every page embeds as JSON (`<script id="soul-settings">`),
 * read by the widget boot script: API roots, nonces, language, currency, user.
 */
export const pageSettingsSchema = z.object({
  shopName: z.string(),
  siteUrl: z.string(),
  homeUrl: z.string(),
  language: languageSchema,
  locale: z.string(),
  currency: z.object({ code: z.string(), minorUnit: z.number().int(), symbol: z.string() }),
  api: z.object({
    storeRoot: z.string(),
    soulRoot: z.string(),
    ajaxUrl: z.string(),
  }),
  nonces: z.object({
    store: z.string(),
    rest: z.string(),
    ajax: z.string(),
    timestamp: z.number().int(),
  }),
  user: z.object({
    id: z.number().int(),
    role: z.string().nullable(),
    displayName: z.string().nullable(),
    /** The eight company flags (account §3, §6); the UI only mirrors them, the server enforces. */
    permissions: z.record(z.string(), z.boolean()),
  }),
  /** Client-side permission flags (storefront §3): upsells in the mini cart need both. */
  flags: z.object({ upsells: z.boolean(), premiumOffer: z.boolean() }),
  /** Items in the visitor's cart when the page was made (the header count before any script runs). */
  cartItemsCount: z.number().int(),
  assetsBase: z.string(),
  checkoutUrl: z.string(),
  widgets: z.record(z.string(), z.boolean()),
  /** Sentry's DSN for the browser SDK, only when the shop has one (SENTRY_DSN); without it errors go to soul/v1/client-errors. */
  sentryDsn: z.string().optional(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;
