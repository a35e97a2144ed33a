import type { CouponRepository, StoredCoupon } from '@soul/domain/cart/coupon-port';
import { LruCache } from '../lru-cache.ts';

/** How long a coupon read from the database is trusted for pricing a cart. */
const TTL_MS = 5_000;

/**
 * Coupons by code, remembered for a few seconds so cart changes can price
 * under their row lock without another query. A coupon's usage count may be a
 * few seconds old here; placing an order checks it again in its own transaction.
 */
export class CouponCache {
  private readonly entries = new LruCache<{ coupon: StoredCoupon | null; at: number }>(2_000);

  constructor(
    private readonly repository: CouponRepository,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async load(codes: readonly string[]): Promise<Map<string, StoredCoupon>> {
    const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
    const stale = wanted.filter((code) => this.peek(code) === undefined);
    if (stale.length) {
      const found = await this.repository.findByCodes(stale);
      for (const code of stale) this.entries.set(code, { coupon: found.get(code) ?? null, at: this.now() });
    }
    const result = new Map<string, StoredCoupon>();
    for (const code of wanted) {
      const coupon = this.peek(code);
      if (coupon) result.set(code, coupon);
    }
    return result;
  }

  /** The coupon if fresh in memory, null if known not to exist, undefined if it must be read. */
  peek(code: string): StoredCoupon | null | undefined {
    const entry = this.entries.get(code.toLowerCase());
    if (!entry || this.now() - entry.at > TTL_MS) return undefined;
    return entry.coupon;
  }
}
