import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { promotionTextsSchema, quantityOptionSchema, type Language, type PromotionInput, type PromotionKind } from '@soul/contracts';
import type { Promotion } from '@soul/domain/promotions/promotion';
import type { PromotionListQuery, PromotionRepository } from '@soul/domain/promotions/promotion-port';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Database } from '../connection.ts';
import { recordAdminChange } from './audit-log.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';
import { pgCode } from './orders/pg-errors.ts';

const storedOptions = z.array(quantityOptionSchema);
const storedTexts = z.object({ en: promotionTextsSchema, lt: promotionTextsSchema });

interface PromotionRow {
  id: number;
  slug: string;
  kind: PromotionKind;
  discount_rate: number;
  countdown_seconds: number;
  product_ids: number[];
  options: unknown;
  texts: unknown;
  landing_slug_en: string | null;
  landing_slug_lt: string | null;
  coupon_prefix: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  ended_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Stored JSON is input too (an older build may have written it): checked against the contracts. */
function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    discountRate: row.discount_rate,
    countdownSeconds: row.countdown_seconds,
    productIds: row.product_ids.map(Number),
    options: storedOptions.parse(row.options),
    texts: storedTexts.parse(row.texts),
    landingSlugs: { en: row.landing_slug_en, lt: row.landing_slug_lt },
    couponPrefix: row.coupon_prefix,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    endedAt: date(row.ended_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

const SORT_COLUMNS: Record<PromotionListQuery['orderby'], SQL> = {
  id: sql`id`,
  slug: sql`slug`,
  starts_at: sql`starts_at`,
  ends_at: sql`ends_at`,
  created_at: sql`created_at`,
};

const liveAt = (now: Date) =>
  sql`(ended_at IS NULL OR ended_at > ${now.toISOString()}) AND (starts_at IS NULL OR starts_at <= ${now.toISOString()}) AND (ends_at IS NULL OR ends_at > ${now.toISOString()})`;

/** Promotions; each admin write one transaction with its audit row (issue 21), a taken slug answered, not thrown. */
export class PgPromotionRepository implements PromotionRepository {
  constructor(private readonly db: Database) {}

  private async rows(query: SQL, on: Pick<Database, 'execute'> = this.db): Promise<Promotion[]> {
    return ((await on.execute(query)).rows as unknown as PromotionRow[]).map(toPromotion);
  }

  async byId(id: number): Promise<Promotion | null> {
    return (await this.rows(sql`SELECT * FROM promotions WHERE id = ${id}`))[0] ?? null;
  }

  async bySlug(slug: string, language: Language): Promise<Promotion | null> {
    const landing = language === 'lt' ? sql`landing_slug_lt` : sql`landing_slug_en`;
    return (
      (
        await this.rows(sql`SELECT * FROM promotions WHERE slug = ${slug} OR ${landing} = ${slug} ORDER BY (slug = ${slug}) DESC LIMIT 1`)
      )[0] ?? null
    );
  }

  live(kind: PromotionKind, now: Date): Promise<Promotion[]> {
    return this.rows(sql`SELECT * FROM promotions WHERE kind = ${kind} AND ${liveAt(now)} ORDER BY id DESC`);
  }

  async list(query: PromotionListQuery): Promise<{ rows: Promotion[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (query.kind) where.push(sql`kind = ${query.kind}`);
    if (query.search) where.push(sql`(slug ILIKE ${containsPattern(query.search)} OR texts::text ILIKE ${containsPattern(query.search)})`);
    if (query.live !== null) where.push(query.live ? liveAt(query.now) : sql`NOT (${liveAt(query.now)})`);
    const filter = sql.join(where, sql` AND `);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await this.rows(sql`SELECT * FROM promotions WHERE ${filter}
      ORDER BY ${SORT_COLUMNS[query.orderby]} ${direction} NULLS LAST, id ${direction}
      LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`);
    const total = await countRows(this.db, sql`SELECT count(*) AS n FROM promotions WHERE ${filter}`);
    return { rows, total };
  }

  async create(input: PromotionInput, actor: AdminActor): Promise<Promotion | 'slug_taken'> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await this.rows(
          sql`INSERT INTO promotions (slug, kind, discount_rate, countdown_seconds, product_ids, options, texts,
          landing_slug_en, landing_slug_lt, coupon_prefix, starts_at, ends_at)
        VALUES (${input.slug}, ${input.kind}, ${input.discountRate}, ${input.countdownSeconds}, ${intArray(input.productIds)},
          ${JSON.stringify(input.options)}::jsonb, ${JSON.stringify(input.texts)}::jsonb, ${input.landingSlugs.en}, ${input.landingSlugs.lt},
          ${input.couponPrefix}, ${input.startsAt}, ${input.endsAt})
        RETURNING *`,
          tx,
        );
        const created = rows[0];
        if (!created) throw new Error('promotions insert returned no row');
        await recordAdminChange(tx, { actor, entity: 'promotion', id: created.id, action: 'create', before: null, after: created });
        return created;
      });
    } catch (error) {
      if (pgCode(error) === '23505') return 'slug_taken';
      throw error;
    }
  }

  async update(id: number, input: PromotionInput, actor: AdminActor): Promise<Promotion | 'slug_taken' | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const before = (await this.rows(sql`SELECT * FROM promotions WHERE id = ${id} FOR UPDATE`, tx))[0];
        if (!before) return null;
        const rows = await this.rows(
          sql`UPDATE promotions SET slug = ${input.slug}, kind = ${input.kind}, discount_rate = ${input.discountRate},
          countdown_seconds = ${input.countdownSeconds}, product_ids = ${intArray(input.productIds)}, options = ${JSON.stringify(input.options)}::jsonb,
          texts = ${JSON.stringify(input.texts)}::jsonb, landing_slug_en = ${input.landingSlugs.en}, landing_slug_lt = ${input.landingSlugs.lt},
          coupon_prefix = ${input.couponPrefix}, starts_at = ${input.startsAt}, ends_at = ${input.endsAt}, updated_at = now()
        WHERE id = ${id} RETURNING *`,
          tx,
        );
        const after = rows[0] ?? null;
        if (after) await recordAdminChange(tx, { actor, entity: 'promotion', id, action: 'update', before, after });
        return after;
      });
    } catch (error) {
      if (pgCode(error) === '23505') return 'slug_taken';
      throw error;
    }
  }

  async claim(claim: Parameters<PromotionRepository['claim']>[0]): Promise<'claimed' | 'already_claimed'> {
    return this.db.transaction(async (tx) => {
      const claimed = (
        await tx.execute(sql`INSERT INTO promotion_claims (promotion_id, email, coupon_code)
          VALUES (${claim.promotionId}, ${claim.email}, ${claim.code}) ON CONFLICT (promotion_id, email) DO NOTHING RETURNING id`)
      ).rows;
      if (claimed.length === 0) return 'already_claimed';
      await tx.execute(sql`INSERT INTO coupons (code, discount_type, amount, description_en, description_lt, expires_at, usage_limit, individual_use)
        VALUES (${claim.code}, 'percent', ${claim.percent}, ${claim.descriptions.en}, ${claim.descriptions.lt},
          ${claim.expiresAt.toISOString()}, 1, false)`);
      return 'claimed';
    });
  }

  async end(id: number, at: Date, actor: AdminActor): Promise<Promotion | null> {
    return this.db.transaction(async (tx) => {
      const before = (await this.rows(sql`SELECT * FROM promotions WHERE id = ${id} FOR UPDATE`, tx))[0];
      if (!before) return null;
      const rows = await this.rows(
        sql`UPDATE promotions SET ended_at = coalesce(ended_at, ${at.toISOString()}), updated_at = now() WHERE id = ${id} RETURNING *`,
        tx,
      );
      const after = rows[0] ?? null;
      if (after) await recordAdminChange(tx, { actor, entity: 'promotion', id, action: 'delete', before, after });
      return after;
    });
  }
}

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;
}
