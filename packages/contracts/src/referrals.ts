import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { intLike } from './product-query.ts';

const id = z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)));

/**
 * POST soul/v1/reflink (account §7): the referral link of `userid` (a
 * signed-in customer asks for their own; an administrator for anyone's).
 * `affiliateid` is the old system's affiliate number: accepted and not
 * needed (every customer is their own affiliate).
 */
export const reflinkRequestSchema = z.object({
  userid: id,
  affiliateid: z.optional(z.union([id, z.literal(''), z.literal(0), z.literal('0')])),
});
export type ReflinkRequest = z.infer<typeof reflinkRequestSchema>;

export const reflinkAnswerSchema = z.object({ url: z.string(), code: z.string() });
export type ReflinkAnswer = z.infer<typeof reflinkAnswerSchema>;

/** POST soul/v1/affiliate/share: "Refer a friend" by e-mail, in the language chosen for the friend. */
export const referralShareSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.email()),
  language: z._default(z.enum(['en', 'lt']), 'en'),
});
export type ReferralShare = z.infer<typeof referralShareSchema>;

export const referralShareAnswerSchema = z.object({ message: z.string() });

/** One row of the account's "Affiliate" history (account §2): friend (masked e-mail), purchase value, purchase date, reward. */
export const referralRowSchema = z.object({
  friend: z.string(),
  /** The friend's first order's total, cents. */
  purchase_value: z.number(),
  /** ISO 8601, UTC. */
  purchase_date: z.string(),
  reward_points: z.number(),
  status: z.enum(['pending', 'confirmed', 'reversed']),
});

/** GET soul/v1/affiliate: the customer's code, link and referral history. */
export const affiliateAnswerSchema = z.object({
  code: z.string(),
  url: z.string(),
  friend_discount_percent: z.number(),
  referrals: z.array(referralRowSchema),
});
export type AffiliateAnswer = z.infer<typeof affiliateAnswerSchema>;
