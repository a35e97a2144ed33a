/** A referred friend's discount on their first order (storefront §1, account §9). */
export const REFERRAL_FRIEND_DISCOUNT_PERCENT = 20;

/** The referrer's points per paid referral order: the spec gives 1000 and 10; DESIGN §5 makes it a setting, default 10. */
export const DEFAULT_REFERRER_POINTS = 10;

export type ReferralRefusal = 'self_referral' | 'not_first_order' | 'unknown_referrer';

/**
 * Whether an order earns the friend's referral discount: the referrer is a
 * known customer, is not the buyer (by account or by e-mail), and the buyer's
 * e-mail has no earlier order (one first order per new customer e-mail).
 * The welcome coupon is not combined with it: the caller drops whichever is
 * worth less (see `betterOfReferralAndCoupon`).
 */
export function referralRefusal(input: {
  referrer: { userId: number; email: string } | null;
  buyer: { userId: number | null; email: string };
  buyerHasEarlierOrder: boolean;
}): ReferralRefusal | null {
  const { referrer, buyer } = input;
  if (!referrer) return 'unknown_referrer';
  const sameEmail = referrer.email.trim().toLowerCase() === buyer.email.trim().toLowerCase();
  if (sameEmail || (buyer.userId !== null && buyer.userId === referrer.userId)) return 'self_referral';
  if (input.buyerHasEarlierOrder) return 'not_first_order';
  return null;
}

/** Of the referral discount and the welcome coupon (not combinable), the one worth more to the shopper; a tie keeps the referral. */
export function betterOfReferralAndCoupon(referralCents: number, couponCents: number): 'referral' | 'coupon' {
  return couponCents > referralCents ? 'coupon' : 'referral';
}
