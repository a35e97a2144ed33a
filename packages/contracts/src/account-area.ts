import { z } from 'zod/mini';
import { vendorStatusSchema } from './vendors.ts';
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
  'documents',
  // Spending by month, product and staff member, with CSV.
  'reports',
  // Orders and spending over time as charts and a table (7 to 365 days).
  'statistics',
  'products',
  // Company buyers order in bulk; directors manage their staff (users).
  'bulk-order',
  'downloads',
  'points',
  'affiliate',
  'refer',
  'users',
  // A customer's or vendor's own wholesale application; the administrators' vendor management.
  'vendor',
  'vendors',
  'profile',
  'settings',
  // The account's event log (sign-in, sign-out, viewed, modified).
  'logs',
  'contact',
] as const;
export const accountSectionSchema = z.enum(ACCOUNT_SECTIONS);

/** Sections with a page per item below them (`orders/12`); the account app routes `/:id` for these only. */
export const ACCOUNT_DETAIL_SECTIONS: readonly AccountSection[] = ['orders', 'subscriptions', 'payments'];

/**
 * Whether a path below the account's base (`''`, `'/orders/12'`) is a page
 * of the account app for someone who sees `sections`: the server answers any
 * other path 404 (the app shows its own "Page not found" there).
 */
export function isAccountAreaPath(path: string, sections: readonly AccountSection[]): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return sections.includes('dashboard');
  const section = sections.find((known) => known === parts[0]);
  if (!section || parts.length > 2) return false;
  return parts.length === 1 || (ACCOUNT_DETAIL_SECTIONS.includes(section) && /^\d+$/.test(parts[1] ?? ''));
}
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
  /** A vendor's application status (issue 20): the account area says when they cannot buy yet. */
  vendorStatus: z.optional(z.nullable(vendorStatusSchema)),
});
export type AccountAreaProps = z.infer<typeof accountAreaPropsSchema>;
