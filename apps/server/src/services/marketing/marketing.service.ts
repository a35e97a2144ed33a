import type { MarketingEventRepository } from '@soul/domain/marketing/marketing-port';
import type { Cart } from '@soul/contracts';

/**
 * Marketing events the shop records about a visitor (storefront §7), kept
 * locally; a marketing platform reads them from here.
 */
export class MarketingService {
  constructor(private readonly events: Pick<MarketingEventRepository, 'record'>) {}

  /** "Started checkout" with what the spec's marketing call carries: quantity, cart, totals, language. */
  startedCheckout(visit: { sessionToken: string; email: string | null; language: string }, cart: Cart): Promise<void> {
    return this.events.record({
      kind: 'started_checkout',
      sessionToken: visit.sessionToken,
      email: visit.email,
      payload: {
        quantity: cart.items_count,
        cart_totals: cart.totals.total_price,
        cart_contents: cart.items.map((item) => ({ id: item.id, quantity: item.quantity, name: item.name })),
        current_language: visit.language,
      },
    });
  }
}
