import { languageSchema, problem, type Problem } from '@soul/contracts';
import type { StockHoldRepository } from '@soul/domain/products/stock-hold-port';
import { links } from '../../links.ts';
import type { Clock } from '../clock.ts';

/**
 * The back-in-stock mail's personal link (issue 17): opening it ties the
 * held unit to the opener's cart, so they can add and buy it while others
 * cannot, then shows the product. An ended hold's link shows the product.
 */
export class StockHoldService {
  constructor(private readonly deps: { holds: Pick<StockHoldRepository, 'claim'>; clock: Clock }) {}

  async claim(token: string, sessionToken: string): Promise<{ ok: true; path: string; live: boolean } | { ok: false; problem: Problem }> {
    const claimed = await this.deps.holds.claim(token, sessionToken, this.deps.clock.now());
    if (!claimed) return { ok: false, problem: problem('stockHoldNotFound') };
    const language = languageSchema.safeParse(claimed.lang).data ?? 'en';
    return { ok: true, path: links.product(language, claimed.slug), live: claimed.live };
  }
}
