import type { Cart } from '@soul/contracts';

/** Cart problems the drawer states under its heading: the server's own texts, once each. */
const SHOWN_CODES = new Set(['soul_promo_offer_expired']);

/**
 * A promotion line whose discount the server did not grant (the visitor's
 * countdown had run out) or whose grant has lapsed is priced without it,
 * and the cart answer says so ('Sorry, but your discount has expired…',
 * storefront §8). It stays visible while the line does.
 */
export function CartProblems({ cart }: { cart: Cart }) {
  const messages = [...new Set(cart.errors.filter((error) => SHOWN_CODES.has(error.code)).map((error) => error.message))];
  if (messages.length === 0) return null;
  return (
    <div className="pt-3" data-testid="cart-problems">
      {messages.map((message) => (
        <p key={message} role="alert" className="rounded-xl border border-accent-300 bg-accent-50 px-3 py-2 text-sm text-accent-800">
          {message}
        </p>
      ))}
    </div>
  );
}
