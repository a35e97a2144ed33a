import { z } from 'zod/mini';

export const reflinkAnswerSchema = z.object({ url: z.string(), code: z.string() });
export type ReflinkAnswer = z.infer<typeof reflinkAnswerSchema>;

/**
 * POST soul/v1/affiliate/share: "Refer a friend" by e-mail, in the language
 * chosen for the friend. The account's form validates with it too, so the
 * e-mail check is a regex (z.email() would add its classes to every page).
 */
export const referralShareSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(z.regexes.email)),
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
