/**
 * The EU's "prior price" (Price Indication Directive 98/6/EC, Art. 6a, as
 * amended by the Omnibus Directive 2019/2161): wherever a price reduction is
 * announced, the price it is reduced from must be shown as the lowest price
 * the shop applied in the 30 days before the reduction. The shop keeps every
 * price it applied (`product_price_history`, written by a trigger on
 * `products`); these functions read that history. They never ask for the
 * current time: a reduction's start is a fixed point in the history, so the
 * answer only changes when a price does (and the catalogue caches are dropped
 * then anyway).
 */

/** One price a product or variation had, from `validFrom` until `validTo` (null: still in force). */
export interface PriceHistoryEntry {
  /** What a shopper paid for one unit, in cents including VAT. */
  priceCents: number;
  /** The regular price at the time: the price was reduced when below it. */
  regularPriceCents: number;
  validFrom: Date;
  validTo: Date | null;
}

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

export function isReducedEntry(entry: PriceHistoryEntry): boolean {
  return entry.priceCents < entry.regularPriceCents;
}

/**
 * The lowest price applied at any moment in the `days` days before
 * `reductionStart` (the reduction's own prices excluded); null when the history
 * holds no price in that window (a product first sold at the reduced price).
 * Promotions and quantity offers pass the moment they started.
 */
export function lowestPriceBefore(
  history: readonly PriceHistoryEntry[],
  reductionStart: Date,
  days: number = PRIOR_PRICE_DAYS,
): number | null {
  const end = reductionStart.getTime();
  const start = end - days * DAY_MS;
  let lowest: number | null = null;
  for (const entry of history) {
    const from = entry.validFrom.getTime();
    const to = entry.validTo === null ? Number.POSITIVE_INFINITY : entry.validTo.getTime();
    if (from >= end || to <= start) continue;
    if (lowest === null || entry.priceCents < lowest) lowest = entry.priceCents;
  }
  return lowest;
}

/** The entry in force now (the open one; else the latest), or null for an empty history. */
export function currentEntry(history: readonly PriceHistoryEntry[]): PriceHistoryEntry | null {
  let latest: PriceHistoryEntry | null = null;
  for (const entry of history) {
    if (entry.validTo === null) return entry;
    if (latest === null || entry.validFrom > latest.validFrom) latest = entry;
  }
  return latest;
}

/**
 * When the reduction in force now began: the start of the unbroken run of
 * reduced prices that ends with the current one; null when the current price
 * is not reduced. A reduction deepened step by step (20 → 15 → 12) counts from
 * its first step, as Art. 6a(5) allows for progressive reductions, so the
 * prior price stays the price before the campaign. A sale that ended and
 * started again is a new reduction, whose 30 days include the earlier sale.
 */
export function reductionStart(history: readonly PriceHistoryEntry[]): Date | null {
  const current = currentEntry(history);
  if (current === null || !isReducedEntry(current)) return null;
  const older = [...history].filter((entry) => entry !== current).sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
  let start = current.validFrom;
  for (const entry of older) {
    const adjoins = entry.validTo !== null && entry.validTo.getTime() === start.getTime();
    if (!adjoins || !isReducedEntry(entry)) break;
    start = entry.validFrom;
  }
  return start;
}

/**
 * The prior price to show next to the reduced price in force now: the lowest
 * price of the 30 days before the reduction began; when the history has no
 * price before it (a product launched on sale), the reduced price itself, so
 * no saving is ever claimed that the history cannot back. Null when the
 * current price is not reduced.
 */
export function priorPriceOfReduction(history: readonly PriceHistoryEntry[]): number | null {
  const start = reductionStart(history);
  const current = currentEntry(history);
  if (start === null || current === null) return null;
  return lowestPriceBefore(history, start) ?? current.priceCents;
}
