import { z } from 'zod/mini';
import { languageSchema } from './language.ts';
import { recordOf } from './record-of.ts';

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
  currency: z.object({ code: z.string(), minorUnit: z.number().check(z.int()), symbol: z.string() }),
  api: z.object({
    storeRoot: z.string(),
    soulRoot: z.string(),
    ajaxUrl: z.string(),
  }),
  nonces: z.object({
    store: z.string(),
    rest: z.string(),
    ajax: z.string(),
    timestamp: z.number().check(z.int()),
  }),
  user: z.object({
    id: z.number().check(z.int()),
    role: z.nullable(z.string()),
    displayName: z.nullable(z.string()),
    /** The eight company flags (account §3, §6); the UI only mirrors them, the server enforces. */
    permissions: recordOf(z.boolean()),
    /** A vendor whose application is pending, rejected or locked (issue 20): why buying is off, in their terms. */
    vendorNotApproved: z.optional(z.boolean()),
  }),
  /**
   * Client-side permission flags (storefront §3): upsells in the mini cart
   * need both; exitPopup is off once the popup was shown (its cookie) or the
   * visitor holds an exit-offer coupon (§5), so the page's trigger reads no cookie.
   */
  flags: z.object({ upsells: z.boolean(), premiumOffer: z.boolean(), exitPopup: z.optional(z.boolean()) }),
  /** Items in the visitor's cart when the page was made (the header count before any script runs). */
  cartItemsCount: z.number().check(z.int()),
  assetsBase: z.string(),
  checkoutUrl: z.string(),
  widgets: recordOf(z.boolean()),
  /** Sentry's DSN for the browser SDK, only when the shop has one (SENTRY_DSN); without it errors go to soul/v1/client-errors. */
  sentryDsn: z.optional(z.string()),
  /** The visitor's country (ISO-2): the country cookie when valid, else the client address's (offline database); null when unknown. */
  country: z.optional(z.nullable(z.string())),
  /** The cookie notice's revision (CONSENT_REVISION): the consent gate trusts only a record of this revision. */
  consentRevision: z.optional(z.number()),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;
