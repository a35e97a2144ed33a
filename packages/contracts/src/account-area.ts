import { z } from 'zod/mini';
import { recordOf } from './record-of.ts';

/**
 * The account area's sections (account §2 menu) that exist so far, in menu
 * order. The server lists the ones a user sees; entries built by later
 * issues are added here when they land.
 */
export const ACCOUNT_SECTIONS = [
  'dashboard',
  'orders',
  'subscriptions',
  'payments',
  'invoices',
  'products',
  'points',
  'profile',
  'affiliate',
  'refer',
  'contact',
  // Company accounts (issue 20): directors manage their staff; company buyers order in bulk.
  'users',
  'bulk-order',
] as const;
export const accountSectionSchema = z.enum(ACCOUNT_SECTIONS);
export type AccountSection = z.infer<typeof accountSectionSchema>;

/**
 * Props of the `my-account` island, embedded by the server on
 * /my-account/… and /lt/my-account/… for a signed-in user.
 */
export const accountAreaPropsSchema = z.object({
  /** '/my-account' or '/lt/my-account': the island routes below it (orders, orders/{id}, payments …). */
  basePath: z.string(),
  user: z.object({ id: z.number().check(z.int()), displayName: z.string(), email: z.string(), role: z.string() }),
  /** The eight flags (account §3, §6) as the server decided them; the UI only mirrors them. */
  permissions: recordOf(z.boolean()),
  sections: z.array(accountSectionSchema),
  /** Administrators keep the shop-wide invoice settings and may refund payments. */
  administrator: z.boolean(),
  /** Sign-out is a plain form post with this nonce (works without the island too). */
  logout: z.object({ url: z.string(), nonce: z.string() }),
  /** Categories for the product list's filter (the account §2 product list reuses the storefront widget). */
  productCategories: z.array(z.object({ id: z.number().check(z.int()), slug: z.string(), name: z.string() })),
});
export type AccountAreaProps = z.infer<typeof accountAreaPropsSchema>;
