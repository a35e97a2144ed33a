import type { StoredCoupon, CouponRepository } from '@soul/domain/cart/coupon-port';
import type { PricingCoupon } from '@soul/domain/cart/pricing-types';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** Coupons by code (codes are stored and compared lower-case, as wc_format_coupon_code does). */
export class PgCouponRepository implements CouponRepository {
  constructor(private readonly db: Database) {}

  async findByCodes(codes: readonly string[]): Promise<Map<string, StoredCoupon>> {
    if (codes.length === 0) return new Map();
    const rows = (
      await this.db.execute(
        sql`SELECT * FROM coupons WHERE code IN (${sql.join(
          codes.map((c) => sql`${c.toLowerCase()}`),
          sql`, `,
        )})`,
      )
    ).rows as Record<string, unknown>[];
    return new Map(
      rows.map((r) => [
        String(r.code),
        {
          code: String(r.code),
          discountType: r.discount_type as PricingCoupon['discountType'],
          amount: Number(r.amount),
          expiresAt: r.expires_at === null ? null : new Date(String(r.expires_at)),
          usageLimit: r.usage_limit === null ? null : Number(r.usage_limit),
          usageCount: Number(r.usage_count),
          minimumSpendCents: r.minimum_spend_cents === null ? null : Number(r.minimum_spend_cents),
          individualUse: Boolean(r.individual_use),
          enabled: Boolean(r.enabled),
          descriptionEn: String(r.description_en),
          descriptionLt: String(r.description_lt),
        },
      ]),
    );
  }
}
