import type { Referral } from './referral.ts';

/** Referral codes and referrals in storage (packages/db implements it); every write in one transaction. */
export interface ReferralRepository {
  /** The customer's code, made (with `newCode`, retried on a collision) the first time it is asked for; null for no such account. */
  codeOf(userId: number, newCode: () => string): Promise<string | null>;
  /** The account a code belongs to, with its e-mail (self-referral is judged by account and e-mail). */
  referrerOf(code: string): Promise<{ userId: number; email: string; language: string } | null>;
  /** Whether an order was already placed with this billing e-mail (the friend's discount is for a first order only). */
  hasOrdered(email: string): Promise<boolean>;
  /**
   * Records a referred friend's order (pending until paid) in one
   * transaction; false when the order or the friend's e-mail already has one.
   */
  record(referral: {
    referrerId: number;
    friendEmail: string;
    orderId: number;
    purchaseCents: number;
    rewardPoints: number;
  }): Promise<boolean>;
  /** The referrer's referrals, newest first. */
  history(referrerId: number): Promise<Referral[]>;
}
