/** A referral as stored (account §2 "Affiliate" history row). */
export interface Referral {
  id: number;
  referrerId: number;
  friendEmail: string;
  orderId: number | null;
  purchaseCents: number;
  status: 'pending' | 'confirmed' | 'reversed';
  rewardPoints: number;
  createdAt: Date;
}

/**
 * The coupon that carries a referred friend's 20 % (migration 0028 makes it):
 * an individual-use coupon, so it is never combined with the welcome coupon
 * or any other. Only the server applies it, while the affiliate cookie names
 * a known referrer; typed by hand it is an unknown code.
 */
export const REFERRAL_COUPON_CODE = 'referral-20';

/** A referral code: 8 lower-case letters and digits, made by the shop (no look-alike 0/o, 1/l). */
export const REFERRAL_CODE_PATTERN = /^[a-hjkmnp-z2-9]{8}$/;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new code from random bytes (at least 8): the caller retries on the rare collision. */
export function referralCodeFrom(random: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[(random[i] ?? 0) % ALPHABET.length];
  return code;
}

/**
 * A friend's e-mail as the referrer sees it: the first letter of the name
 * and the domain (`j***@example.lt`); a friend's address is theirs, not
 * the referrer's to read.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
