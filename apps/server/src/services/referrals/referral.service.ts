import { randomBytes } from 'node:crypto';
import { problem, type Language } from '@soul/contracts';
import { REFERRAL_FRIEND_DISCOUNT_PERCENT, referralRefusal } from '@soul/domain/points/referral';
import { REFERRAL_CODE_PATTERN, referralCodeFrom, type Referral } from '@soul/domain/referrals/referral';
import type { ReferralRepository } from '@soul/domain/referrals/referral-port';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { UserRepository } from '@soul/domain/accounts/user-port';
import { translator } from '../../i18n.ts';
import type { Answer } from '../answer.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { referralInviteMail } from '../mail/referral-mail.ts';

const HOUR = 3600;
/** Invitations one account may send an hour: enough for friends, too few for a spam run. */
const INVITES_PER_HOUR = 10;

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
      /** The customer's name and e-mail for an invitation ("Refer a friend"). */
      users?: Pick<UserRepository, 'findById'>;
      limits?: Pick<RateLimitRepository, 'reserve'>;
      /** Queues a mail (the send-mail job; mailed once, recorded in sent_mail). */
      queueMail?: (mail: OutgoingMail) => Promise<unknown>;
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

  /**
   * Whether an order with the referral coupon may be placed (storefront §1,
   * account §9): the affiliate cookie names a known referrer who is not the
   * buyer (by account or e-mail), and the buyer's e-mail has no earlier
   * order. The referrer's id when it may; the refusal otherwise.
   */
  async checkFirstOrder(buyer: { affiliateCode: string | null; userId: number; email: string }): Promise<Answer<{ referrerId: number }>> {
    const referrer = buyer.affiliateCode ? await this.referrer(buyer.affiliateCode) : null;
    const refusal = referralRefusal({
      referrer,
      buyer: { userId: buyer.userId > 0 ? buyer.userId : null, email: buyer.email },
      buyerHasEarlierOrder: await this.deps.referrals.hasOrdered(buyer.email),
    });
    if (refusal === 'self_referral') return { ok: false, problem: problem('referralOwnLink') };
    if (refusal || !referrer) return { ok: false, problem: problem('referralFirstOrderOnly') };
    return { ok: true, value: { referrerId: referrer.userId } };
  }

  /**
   * Records the friend's order for the referrer, with REFERRAL_REWARD_POINTS
   * as its reward. Migration 0029's triggers keep the referrer's ledger entry
   * with the order: pending, confirmed when paid, reversed when cancelled or
   * refunded.
   */
  async recordOrder(order: { referrerId: number; friendEmail: string; orderId: number; purchaseCents: number }): Promise<void> {
    await this.deps.referrals.record({ ...order, rewardPoints: this.deps.rewardPoints });
  }

  /**
   * "Refer a friend" by e-mail (account §2): the customer's link, mailed by
   * the shop in the language the customer chose for the friend. Not to the
   * customer's own address; a few invitations an hour per account.
   */
  async share(userId: number, invite: { email: string; language: Language }, siteUrl: string): Promise<Answer<{ email: string }>> {
    const { users, limits, queueMail } = this.deps;
    if (!users || !limits || !queueMail) throw new Error('ReferralService.share needs users, limits and queueMail');
    const user = await users.findById(userId);
    const code = await this.deps.referrals.codeOf(userId, newCode);
    if (!user || !code) return { ok: false, problem: problem('referralUserNotFound') };
    if (user.email.trim().toLowerCase() === invite.email.trim().toLowerCase()) return { ok: false, problem: problem('referralOwnEmail') };
    if (!(await limits.reserve(`referral-invite:${userId}`, HOUR, INVITES_PER_HOUR)))
      return { ok: false, problem: problem('referralTooManyInvites') };
    const referrer = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const link = `${referralLink(siteUrl, code)}`;
    await queueMail(
      await referralInviteMail(
        { to: invite.email, referrer, percent: REFERRAL_FRIEND_DISCOUNT_PERCENT, link, language: invite.language },
        translator(invite.language),
      ),
    );
    return { ok: true, value: { email: invite.email } };
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
