import type { BillingAddress } from '@soul/contracts';
import type { B2bPermissions, Role } from './permissions.ts';
import type { VendorStatus } from '../vendors/vendor.ts';

export interface StoredUser {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  billingAddress: BillingAddress | null;
  /** Stored flags (staff); merged with the role rules by the domain's b2bPermissions. */
  storedPermissions: Partial<B2bPermissions>;
  /** A vendor's application status and the customer group they were approved into (found with the session). */
  vendor?: { status: VendorStatus; groupId: number | null } | null;
}

/** What the account services need from storage: accounts, signed-in sessions (found by the SHA-256 of their token) and password resets; packages/db implements it. */
export interface UserRepository {
  emailExists(email: string): Promise<boolean>;
  findById(id: number): Promise<StoredUser | null>;
  findBySessionHash(tokenHash: string): Promise<StoredUser | null>;
  /** The password hash and identity of an account, for signing in. */
  findCredentials(email: string): Promise<{ id: number; role: StoredUser['role']; passwordHash: string } | null>;
  /** A new customer account; null when the e-mail is taken. */
  create(account: { email: string; passwordHash: string; firstName: string; lastName: string; language: string }): Promise<number | null>;
  /**
   * Signs a user in on a new session: stores the new token's hash, and hands
   * the visitor's guest cart over to it, merged with the cart the user left
   * in an earlier session (`merge` decides the lines), in one transaction.
   */
  startSession<D>(
    userId: number,
    tokenHash: string,
    carts: { guestToken: string | null; newToken: string; merge: (guest: D | null, previous: D | null) => D | null; empty: D },
  ): Promise<void>;
  /** Whether the account wants order update mails (the profile's "order notifications" flag; on unless turned off). */
  wantsOrderUpdates(userId: number): Promise<boolean>;
  endSession(tokenHash: string): Promise<void>;
  /** Stores a reset token's hash for the account with this e-mail; the account's id and language, or null when there is none. */
  createPasswordReset(
    email: string,
    tokenHash: string,
    validSeconds: number,
  ): Promise<{ userId: number; language: string; firstName: string } | null>;
  /** Whether a reset token can still be used (exists, not used, not expired). */
  isResetUsable(tokenHash: string): Promise<boolean>;
  /** Uses a reset token: new password hash, token used, every session of the account ended; null when the token is unusable. */
  resetPassword(tokenHash: string, passwordHash: string): Promise<{ id: number; role: StoredUser['role']; email: string } | null>;
}
