import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMovePointsEntry, pointsBalance, pointsEntryProblem, type PointsEntry } from './ledger.ts';
import { pointsDiscountCents, redeemablePoints } from './redemption.ts';
import { betterOfReferralAndCoupon, referralRefusal } from './referral.ts';
import { DEFAULT_REVIEW_REWARDS, MAX_REVIEW_REWARD_POINTS, reviewRewardPoints, reviewRewardSettingsProblem } from './review-reward.ts';

const entry = (kind: PointsEntry['kind'], points: number, status: PointsEntry['status']) => ({ kind, points, status });

describe('the points balance comes from the ledger', () => {
  it('counts confirmed earnings, reserves spends at once, and shows pending earnings apart', () => {
    expect(
      pointsBalance([
        entry('earn', 15, 'confirmed'),
        entry('earn', 40, 'pending'),
        entry('spend', -5, 'pending'),
        entry('adjust', 3, 'confirmed'),
        entry('earn', 10, 'reversed'),
      ]),
    ).toEqual({ available: 13, pending: 40 });
  });

  it('a reversed spend gives the points back; a refund reversing spent points never makes the balance negative', () => {
    expect(pointsBalance([entry('earn', 10, 'confirmed'), entry('spend', -10, 'reversed')])).toEqual({ available: 10, pending: 0 });
    expect(pointsBalance([entry('earn', 10, 'reversed'), entry('spend', -10, 'confirmed')])).toEqual({ available: 0, pending: 0 });
  });

  it('never goes below 0 and ignores the order of entries (property)', () => {
    const arbitraryEntry = fc.record({
      kind: fc.constantFrom('earn', 'spend', 'expire', 'adjust' as const),
      points: fc.integer({ min: -500, max: 500 }).filter((n) => n !== 0),
      status: fc.constantFrom('pending', 'confirmed', 'reversed' as const),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 30 }), (entries) => {
        const balance = pointsBalance(entries);
        expect(balance.available).toBeGreaterThanOrEqual(0);
        expect(pointsBalance([...entries].reverse())).toEqual(balance);
      }),
    );
  });

  it('entries are whole points with the sign of their kind', () => {
    expect(pointsEntryProblem({ kind: 'earn', points: 5 })).toBeNull();
    expect(pointsEntryProblem({ kind: 'earn', points: -5 })).toBe('wrong_sign');
    expect(pointsEntryProblem({ kind: 'spend', points: 5 })).toBe('wrong_sign');
    expect(pointsEntryProblem({ kind: 'expire', points: -1 })).toBeNull();
    expect(pointsEntryProblem({ kind: 'adjust', points: -3 })).toBeNull();
    expect(pointsEntryProblem({ kind: 'adjust', points: 0 })).toBe('not_whole');
    expect(pointsEntryProblem({ kind: 'earn', points: 1.5 })).toBe('not_whole');
  });

  it('a status settles once; a confirmed entry can still be reversed; a reversed one is final', () => {
    expect(canMovePointsEntry('pending', 'confirmed')).toBe(true);
    expect(canMovePointsEntry('pending', 'reversed')).toBe(true);
    expect(canMovePointsEntry('confirmed', 'reversed')).toBe(true);
    expect(canMovePointsEntry('confirmed', 'pending')).toBe(false);
    expect(canMovePointsEntry('reversed', 'confirmed')).toBe(false);
  });
});

describe('spending points', () => {
  it('caps by the balance and by the goods in whole euros', () => {
    expect(redeemablePoints(10, 50, 4990)).toBe(10);
    expect(redeemablePoints(100, 50, 10_000)).toBe(50);
    expect(redeemablePoints(100, 500, 4990)).toBe(49);
    expect(redeemablePoints(0, 50, 4990)).toBe(0);
    expect(redeemablePoints(-3, 50, 4990)).toBe(0);
    expect(redeemablePoints(2.7, 50, 4990)).toBe(2);
    expect(pointsDiscountCents(49)).toBe(4900);
  });

  it('never discounts more than the goods or the balance (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (asked, has, goods) => {
          const points = redeemablePoints(asked, has, goods);
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(has);
          expect(pointsDiscountCents(points)).toBeLessThanOrEqual(goods);
        },
      ),
    );
  });
});

describe('review rewards', () => {
  it('text, photo and video earn increasing amounts, at most €40, once per customer and product', () => {
    expect(reviewRewardPoints('none', DEFAULT_REVIEW_REWARDS, false)).toBe(5);
    expect(reviewRewardPoints('photo', DEFAULT_REVIEW_REWARDS, false)).toBe(15);
    expect(reviewRewardPoints('video', DEFAULT_REVIEW_REWARDS, false)).toBe(MAX_REVIEW_REWARD_POINTS);
    expect(reviewRewardPoints('video', DEFAULT_REVIEW_REWARDS, true)).toBe(0);
    expect(reviewRewardPoints('video', { text: 5, photo: 15, video: 400 }, false)).toBe(40);
  });

  it('checks the shop owner’s settings', () => {
    expect(reviewRewardSettingsProblem(DEFAULT_REVIEW_REWARDS)).toBeNull();
    expect(reviewRewardSettingsProblem({ text: 5, photo: 15, video: 41 })).toBe('out_of_range');
    expect(reviewRewardSettingsProblem({ text: 20, photo: 15, video: 40 })).toBe('not_increasing');
  });
});

describe('referrals', () => {
  const referrer = { userId: 7, email: 'Ana@Example.lt' };
  it('gives the friend’s first order the discount', () => {
    expect(referralRefusal({ referrer, buyer: { userId: null, email: 'friend@example.lt' }, buyerHasEarlierOrder: false })).toBeNull();
  });

  it('refuses self-referral by account or e-mail, a second order, and an unknown referrer', () => {
    expect(referralRefusal({ referrer, buyer: { userId: 7, email: 'other@example.lt' }, buyerHasEarlierOrder: false })).toBe(
      'self_referral',
    );
    expect(referralRefusal({ referrer, buyer: { userId: null, email: ' ana@example.lt ' }, buyerHasEarlierOrder: false })).toBe(
      'self_referral',
    );
    expect(referralRefusal({ referrer, buyer: { userId: null, email: 'friend@example.lt' }, buyerHasEarlierOrder: true })).toBe(
      'not_first_order',
    );
    expect(referralRefusal({ referrer: null, buyer: { userId: null, email: 'friend@example.lt' }, buyerHasEarlierOrder: false })).toBe(
      'unknown_referrer',
    );
  });

  it('keeps the better of the referral discount and the welcome coupon', () => {
    expect(betterOfReferralAndCoupon(1000, 500)).toBe('referral');
    expect(betterOfReferralAndCoupon(500, 1000)).toBe('coupon');
    expect(betterOfReferralAndCoupon(500, 500)).toBe('referral');
  });
});
