import { z } from 'zod/mini';

/**
 * Customer points on the wire (storefront §1, account §2/§9): the account's
 * points answer (balance, a page of history, what a point is worth and what
 * reviews earn) and an entry as the history and the admin list show it.
 * Texts (description, action, status) come translated in the reader's language.
 */
export const POINTS_ENTRY_KINDS = ['earn', 'spend', 'expire', 'adjust'] as const;
export const POINTS_ENTRY_STATUSES = ['pending', 'confirmed', 'reversed'] as const;

export { POINTS_COUPON_CODE } from './points-code.ts';

export { POINTS_CART_NAMESPACE } from './points-code.ts';

export const pointsEntrySchema = z.object({
  id: z.number(),
  /** ISO 8601. */
  date: z.string(),
  description: z.string(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  action: z.string(),
  points: z.number(),
  status: z.enum(POINTS_ENTRY_STATUSES),
  status_label: z.string(),
  details: z.string(),
});
export type PointsEntryView = z.infer<typeof pointsEntrySchema>;

export const pointsAnswerSchema = z.object({
  balance: z.object({ available: z.number(), pending: z.number() }),
  /** What one point takes off, in cents (100: €1). */
  cents_per_point: z.number(),
  /** Points an approved review earns, by what it carries. */
  review_rewards: z.object({ text: z.number(), photo: z.number(), video: z.number() }),
  entries: z.array(pointsEntrySchema),
  total: z.number(),
  total_pages: z.number(),
});
export type PointsAnswer = z.infer<typeof pointsAnswerSchema>;

/** An entry in the administrators' list: whose it is and what it is for (a type only: the web never parses it). */
export type AdminPointsEntry = PointsEntryView & {
  customer: number;
  source: { type: 'review' | 'referral' | 'order' | 'administrator'; id: number };
};

/** The checkout's "Use my points" island: the balance, what this order can take, what it spends now (cents of discount). */
export const pointsUsePropsSchema = z.object({
  available: z.number(),
  /** Points this order can take now: the balance capped by its goods in whole euros. */
  max: z.number(),
  spent: z.number(),
  spent_amount: z.number(),
});
export type PointsUseProps = z.infer<typeof pointsUsePropsSchema>;
