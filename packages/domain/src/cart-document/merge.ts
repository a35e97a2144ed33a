import type { CartDocument } from './document.ts';

/**
 * The cart a shopper has after signing in (WooCommerce keeps a persistent
 * cart per customer and merges it into the session's): what they put in the
 * cart as a guest, plus the lines of the cart they left signed in earlier
 * that the guest cart does not already have (same key = same product and
 * options: the guest's quantity stands). Coupons of both, guest's first.
 * Null when there is nothing to keep.
 */
export function mergeSignInCarts(guest: CartDocument | null, previous: CartDocument | null): CartDocument | null {
  if (!guest || guest.lines.length === 0) return previous && previous.lines.length > 0 ? previous : null;
  if (!previous || previous.lines.length === 0) return guest;
  const keys = new Set(guest.lines.map((line) => line.key));
  // A bundle's items come with their bundle: keep or skip them together.
  const added = previous.lines.filter((line) => !keys.has(line.bundledBy ?? line.key));
  return {
    ...guest,
    lines: [...guest.lines, ...added],
    coupons: [...new Set([...guest.coupons, ...previous.coupons])],
  };
}
