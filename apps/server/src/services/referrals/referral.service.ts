import { randomBytes } from 'node:crypto';
import { problem, type Language } from '@soul/contracts';
import { REFERRAL_FRIEND_DISCOUNT_PERCENT } from '@soul/domain/points/referral';
import { REFERRAL_CODE_PATTERN, referralCodeFrom, type Referral } from '@soul/domain/referrals/referral';
import type { ReferralRepository } from '@soul/domain/referrals/referral-port';
import type { Answer } from '../answer.ts';

/** Who asks: the signed-in account and whether it is an administrator's. */
export interface ReferralReader {
  userId: number;
  administrator: boolean;
}

export interface AffiliateView {
  code: string;
  url: string;
  friendDiscountPercent: number;
  referrals: Referral[];
}

/** The short link a customer shares: the shop's own, `/r/{code}`. */
export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/r/${code}`;

/**
 * Referrals (storefront §1, §4; account §2, §7, §9): every customer's code
 * and short link, the code a `?ref=` or `/r/{code}` names, and the
 * customer's referral history. The friend's 20 % and the referrer's reward
 * are decided from the order (see README "Referrals").
 */
export class ReferralService {
  constructor(
    private readonly deps: {
      referrals: ReferralRepository;
      /** REFERRAL_REWARD_POINTS: the referrer's points per referred friend's paid first order. */
      rewardPoints: number;
    },
  ) {}

  get rewardPoints(): number {
    return this.deps.rewardPoints;
  }

  /** A customer's link: their own (an administrator may ask for anyone's). Unknown accounts are 404 to administrators, 403 to others. */
  async link(reader: ReferralReader, userId: number, siteUrl: string): Promise<Answer<{ code: string; url: string }>> {
    if (reader.userId !== userId && !reader.administrator) return { ok: false, problem: problem('forbidden') };
    const code = await this.deps.referrals.codeOf(userId, newCode);
    if (!code) return { ok: false, problem: problem('referralUserNotFound') };
    return { ok: true, value: { code, url: referralLink(siteUrl, code) } };
  }

  /** The signed-in customer's code, link and referral history (newest first). */
  async affiliate(userId: number, siteUrl: string): Promise<Answer<AffiliateView>> {
    const code = await this.deps.referrals.codeOf(userId, newCode);
    if (!code) return { ok: false, problem: problem('referralUserNotFound') };
    return {
      ok: true,
      value: {
        code,
        url: referralLink(siteUrl, code),
        friendDiscountPercent: REFERRAL_FRIEND_DISCOUNT_PERCENT,
        referrals: await this.deps.referrals.history(userId),
      },
    };
  }

  /** The account a code names; null for a malformed or unknown code (nothing is looked up for a malformed one). */
  async referrer(code: string): Promise<{ userId: number; email: string; language: Language } | null> {
    const normal = code.trim().toLowerCase();
    if (!REFERRAL_CODE_PATTERN.test(normal)) return null;
    const found = await this.deps.referrals.referrerOf(normal);
    return found ? { ...found, language: found.language === 'lt' ? 'lt' : 'en' } : null;
  }
}

const newCode = () => referralCodeFrom(randomBytes(8));
