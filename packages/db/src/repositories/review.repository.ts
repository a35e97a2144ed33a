import type { Language, ReviewStatus } from '@soul/contracts';
import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { Review } from '@soul/domain/reviews/review';
import type { NewReview, ReviewListQuery, ReviewRepository, ReviewReward, ReviewSummary } from '@soul/domain/reviews/review-port';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { recordAdminChange } from './audit-log.ts';
import { countRows } from './count-rows.ts';
import { containsPattern } from './like-pattern.ts';
import { awardReviewPoints } from './points/ledger-sql.ts';

interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number | null;
  rating: number;
  title: string;
  content: string;
  author_name: string;
  email: string;
  lang: string;
  status: ReviewStatus;
  verified: boolean;
  attachment_type: 'photo' | 'video' | null;
  attachment_key: string | null;
  attachment_widths: number[] | null;
  created_at: Date | string;
  moderated_at: Date | string | null;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    userId: row.user_id,
    rating: Number(row.rating),
    title: row.title,
    content: row.content,
    name: row.author_name,
    email: row.email,
    language: (row.lang === 'lt' ? 'lt' : 'en') satisfies Language,
    status: row.status,
    verified: row.verified,
    attachment: attachmentOf(row),
    createdAt: new Date(row.created_at),
    moderatedAt: row.moderated_at === null ? null : new Date(row.moderated_at),
  };
}

function attachmentOf(row: ReviewRow): Review['attachment'] {
  if (!row.attachment_key) return null;
  if (row.attachment_type === 'video') return { type: 'video', fileKey: row.attachment_key, widths: [] };
  if (row.attachment_type === 'photo')
    return { type: 'photo', fileKey: row.attachment_key, widths: (row.attachment_widths ?? []).map(Number) };
  return null;
}

const SORT_COLUMNS: Record<ReviewListQuery['orderby'], SQL> = {
  date: sql`created_at`,
  id: sql`id`,
  rating: sql`rating`,
  product: sql`product_id`,
};

/** Rows before the page, clamped: past every listing a huge page or offset costs nothing and never overflows. */
function skipped(query: ReviewListQuery): number {
  return Math.min(query.offset ?? (query.page - 1) * query.perPage, 2_147_483_647);
}

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;
}

/**
 * Whether the signed-in account `userId` bought `productId` in an order the
 * shop has been paid for (or collects on delivery): domain/orders/status.ts
 * `isPaidStatus`. A line names a variable product by its parent id. Only the
 * account counts: an e-mail typed into the form proves nothing (anyone could
 * type a past buyer's), so a guest's review is never "verified" and never
 * skips moderation.
 */
function boughtBy(productId: number, userId: number | null): SQL {
  if (userId === null) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE o.status IN ('processing', 'shipped', 'completed')
      AND (l.product_id = ${productId} OR l.variation_id = ${productId})
      AND o.user_id = ${userId})`;
}

/** An approved review of a signed-in customer earns its points in the transaction that approved it. */
async function rewardIn(tx: Pick<Database, 'execute'>, review: Review, rewardFor: ReviewReward | undefined): Promise<void> {
  if (!rewardFor || review.status !== 'approved' || review.userId === null) return;
  await awardReviewPoints(tx, {
    userId: review.userId,
    reviewId: review.id,
    productId: review.productId,
    points: rewardFor(review),
    attachment: review.attachment?.type ?? 'none',
  });
}

/** Product reviews; the product's shown rating follows approved reviews through migration 0026's trigger. */
export class PgReviewRepository implements ReviewRepository {
  constructor(private readonly db: Database) {}

  async create(
    review: NewReview,
    statusFor: (verified: boolean) => ReviewStatus,
    rewardFor?: ReviewReward,
  ): Promise<Review | 'duplicate' | 'no_product'> {
    return this.db.transaction(async (tx) => {
      const product = (
        await tx.execute(sql`SELECT ${boughtBy(review.productId, review.userId)} AS verified
          FROM products WHERE id = ${review.productId} AND type <> 'variation' AND status = 'publish'`)
      ).rows[0] as { verified: boolean } | undefined;
      if (!product) return 'no_product';
      const attachment = review.attachment;
      const rows = (
        await tx.execute(sql`INSERT INTO reviews (product_id, user_id, rating, title, content, author_name, email, lang, status, verified,
            attachment_type, attachment_key, attachment_widths)
          VALUES (${review.productId}, ${review.userId}, ${review.rating}, ${review.title}, ${review.content}, ${review.name},
            ${review.email}, ${review.language}, ${statusFor(product.verified)}, ${product.verified},
            ${attachment?.type ?? null}, ${attachment?.fileKey ?? null}, ${attachment ? intArray(attachment.widths) : null})
          ON CONFLICT (product_id, email, md5(content)) DO NOTHING
          RETURNING *`)
      ).rows as unknown as ReviewRow[];
      if (!rows[0]) return 'duplicate';
      const created = toReview(rows[0]);
      await rewardIn(tx, created, rewardFor);
      return created;
    });
  }

  async byId(id: number): Promise<Review | null> {
    const rows = (await this.db.execute(sql`SELECT * FROM reviews WHERE id = ${id}`)).rows as unknown as ReviewRow[];
    return rows[0] ? toReview(rows[0]) : null;
  }

  async attachmentStatus(fileKey: string): Promise<{ status: ReviewStatus; userId: number | null } | null> {
    const rows = (await this.db.execute(sql`SELECT status, user_id FROM reviews WHERE attachment_key = ${fileKey}`)).rows as {
      status: ReviewStatus;
      user_id: number | null;
    }[];
    const row = rows[0];
    return row ? { status: row.status, userId: row.user_id } : null;
  }

  async list(query: ReviewListQuery): Promise<{ rows: Review[]; total: number }> {
    const filter = this.filter(query);
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = (
      await this.db.execute(sql`SELECT *, count(*) OVER () AS n FROM reviews WHERE ${filter}
        ORDER BY ${SORT_COLUMNS[query.orderby]} ${direction}, id ${direction}
        LIMIT ${query.perPage} OFFSET ${skipped(query)}`)
    ).rows as unknown as (ReviewRow & { n: number })[];
    const total = rows[0] ? Number(rows[0].n) : await countRows(this.db, sql`SELECT count(*) AS n FROM reviews WHERE ${filter}`);
    return { rows: rows.map(toReview), total };
  }

  async summary(query: Pick<ReviewListQuery, 'productIds' | 'minRating'>): Promise<ReviewSummary> {
    const where: SQL[] = [sql`status = 'approved'`];
    if (query.productIds.length > 0) where.push(sql`product_id = ANY(${intArray(query.productIds)})`);
    if (query.minRating !== null) where.push(sql`rating >= ${query.minRating}`);
    const rows = (
      await this.db.execute(sql`SELECT rating, count(*)::int AS n FROM reviews WHERE ${sql.join(where, sql` AND `)} GROUP BY rating`)
    ).rows as { rating: number; n: number }[];
    const perStar: ReviewSummary['perStar'] = [0, 0, 0, 0, 0];
    let count = 0;
    let sum = 0;
    for (const row of rows) {
      const stars = Number(row.rating);
      perStar[stars - 1] = Number(row.n);
      count += Number(row.n);
      sum += stars * Number(row.n);
    }
    return { count, average: count === 0 ? 0 : Math.round((sum / count) * 100) / 100, perStar };
  }

  async moderate(
    id: number,
    to: ReviewStatus,
    allowed: (from: ReviewStatus) => boolean,
    actor: AdminActor,
    rewardFor?: ReviewReward,
  ): Promise<Review | 'not_found' | { refused: ReviewStatus }> {
    return this.db.transaction(async (tx) => {
      const current = (await tx.execute(sql`SELECT status FROM reviews WHERE id = ${id} FOR UPDATE`)).rows[0] as
        | { status: ReviewStatus }
        | undefined;
      if (!current) return 'not_found';
      if (current.status === to) return (await this.rowIn(tx, id)) ?? 'not_found';
      if (!allowed(current.status)) return { refused: current.status };
      const rows = (await tx.execute(sql`UPDATE reviews SET status = ${to}, moderated_at = now() WHERE id = ${id} RETURNING *`))
        .rows as unknown as ReviewRow[];
      if (!rows[0]) return 'not_found';
      // Leaving approved takes the reward back through migration 0027's trigger; becoming approved earns it here.
      const moved = toReview(rows[0]);
      await rewardIn(tx, moved, rewardFor);
      await recordAdminChange(tx, {
        actor,
        entity: 'review',
        id,
        action: 'transition',
        before: { status: current.status },
        after: { status: moved.status },
      });
      return moved;
    });
  }

  async delete(id: number, actor: AdminActor): Promise<Review | null> {
    return this.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`DELETE FROM reviews WHERE id = ${id} RETURNING *`)).rows as unknown as ReviewRow[];
      if (rows[0]) await recordAdminChange(tx, { actor, entity: 'review', id, action: 'delete', before: rows[0], after: null });
      return rows[0] ? toReview(rows[0]) : null;
    });
  }

  private async rowIn(tx: Pick<Database, 'execute'>, id: number): Promise<Review | null> {
    const rows = (await tx.execute(sql`SELECT * FROM reviews WHERE id = ${id}`)).rows as unknown as ReviewRow[];
    return rows[0] ? toReview(rows[0]) : null;
  }

  private filter(query: ReviewListQuery): SQL {
    const where: SQL[] = [sql`status = ANY(${`{${query.statuses.join(',')}}`}::text[])`];
    if (query.productIds.length > 0) where.push(sql`product_id = ANY(${intArray(query.productIds)})`);
    if (query.categoryIds.length > 0)
      where.push(sql`product_id IN (SELECT pc.product_id FROM product_categories pc
        JOIN categories c ON c.group_id = pc.category_group_id WHERE c.id = ANY(${intArray(query.categoryIds)}))`);
    if (query.minRating !== null) where.push(sql`rating >= ${query.minRating}`);
    if (query.rating !== null) where.push(sql`rating = ${query.rating}`);
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(sql`(title ILIKE ${pattern} OR content ILIKE ${pattern} OR author_name ILIKE ${pattern} OR email ILIKE ${pattern})`);
    }
    return sql.join(where, sql` AND `);
  }
}
