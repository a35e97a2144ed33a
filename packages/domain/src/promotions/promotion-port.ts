import type { AdminActor } from '../audit/admin-audit.ts';
import type { Language, PromotionInput, PromotionKind } from '@soul/contracts';
import type { Promotion } from './promotion.ts';

export const PROMOTION_SORTS = ['id', 'slug', 'starts_at', 'ends_at', 'created_at'] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];

export interface PromotionListQuery {
  page: number;
  perPage: number;
  orderby: PromotionSort;
  order: 'asc' | 'desc';
  search: string | null;
  kind: PromotionKind | null;
  /** Only those live at `now` (true) or not live (false); null for all. */
  live: boolean | null;
  now: Date;
}

/** Promotions in storage (packages/db implements it); every write in one transaction. */
export interface PromotionRepository {
  byId(id: number): Promise<Promotion | null>;
  /** By its slug, or by its landing page slug in `language`. */
  bySlug(slug: string, language: Language): Promise<Promotion | null>;
  /** Live promotions of a kind at `now`, newest first. */
  live(kind: PromotionKind, now: Date): Promise<Promotion[]>;
  list(query: PromotionListQuery): Promise<{ rows: Promotion[]; total: number }>;
  /** `slug_taken` when the slug is another promotion's. */
  create(input: PromotionInput, actor: AdminActor): Promise<Promotion | 'slug_taken'>;
  update(id: number, input: PromotionInput, actor: AdminActor): Promise<Promotion | 'slug_taken' | null>;
  /**
   * An exit offer's personal coupon for `email`, in one transaction: the
   * claim and a single-use percent coupon `code` expiring at `expiresAt`.
   * `already_claimed` when this e-mail has one for this promotion.
   */
  claim(claim: {
    promotionId: number;
    email: string;
    code: string;
    percent: number;
    expiresAt: Date;
    descriptions: Record<Language, string>;
  }): Promise<'claimed' | 'already_claimed'>;
  /** Ends it at `at` (no hard delete); an already ended one keeps its end. */
  end(id: number, at: Date, actor: AdminActor): Promise<Promotion | null>;
}
