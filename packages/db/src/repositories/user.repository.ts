import type { BillingAddress } from '@soul/contracts';
import type { B2bPermissions } from '@soul/domain/accounts/permissions';
import type { StoredUser, UserRepository } from '@soul/domain/accounts/user-port';
import type { VendorStatus } from '@soul/domain/vendors/vendor';
import { logAccountEvent } from './account-event.repository.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { handTimersToAccount } from './timer.repository.ts';

/** Accounts and signed-in sessions (sessions are found by the SHA-256 of their token). */
export class PgUserRepository implements UserRepository {
  constructor(private readonly db: Database) {}

  async emailExists(email: string): Promise<boolean> {
    const rows = (await this.db.execute(sql`SELECT 1 FROM users WHERE email = ${email.toLowerCase()}`)).rows;
    return rows.length > 0;
  }

  async findById(id: number): Promise<StoredUser | null> {
    const rows = (
      await this.db.execute(
        sql`SELECT id, email, role, first_name, last_name, phone, billing_address, b2b_permissions FROM users WHERE id = ${id}`,
      )
    ).rows as {
      id: number;
      email: string;
      role: StoredUser['role'];
      first_name: string;
      last_name: string;
      phone: string;
      billing_address: BillingAddress | null;
      b2b_permissions: Partial<B2bPermissions> | null;
    }[];
    const r = rows[0];
    return r
      ? {
          id: r.id,
          email: r.email,
          role: r.role,
          firstName: r.first_name,
          lastName: r.last_name,
          phone: r.phone,
          billingAddress: r.billing_address,
          storedPermissions: r.b2b_permissions ?? {},
        }
      : null;
  }

  async findBySessionHash(tokenHash: string): Promise<StoredUser | null> {
    const rows = (
      await this.db.execute(sql`SELECT u.id, u.email, u.role, u.first_name, u.last_name, u.phone, u.billing_address, u.b2b_permissions,
          u.vendor_status, (SELECT a.group_id FROM vendor_applications a WHERE a.user_id = u.id) AS vendor_group_id
        FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash} AND s.expires_at > now()`)
    ).rows as {
      vendor_status: VendorStatus | null;
      vendor_group_id: number | null;
      id: number;
      email: string;
      role: StoredUser['role'];
      first_name: string;
      last_name: string;
      phone: string;
      billing_address: BillingAddress | null;
      b2b_permissions: Partial<B2bPermissions> | null;
    }[];
    const r = rows[0];
    return r
      ? {
          id: r.id,
          email: r.email,
          role: r.role,
          firstName: r.first_name,
          lastName: r.last_name,
          phone: r.phone,
          billingAddress: r.billing_address,
          storedPermissions: r.b2b_permissions ?? {},
          vendor: r.vendor_status ? { status: r.vendor_status, groupId: r.vendor_group_id } : null,
        }
      : null;
  }

  /** The password hash and identity of an account, for signing in. */
  async findCredentials(email: string): Promise<{ id: number; role: StoredUser['role']; passwordHash: string } | null> {
    const rows = (await this.db.execute(sql`SELECT id, role, password_hash FROM users WHERE email = ${email.toLowerCase()}`)).rows as {
      id: number;
      role: StoredUser['role'];
      password_hash: string;
    }[];
    const r = rows[0];
    return r ? { id: r.id, role: r.role, passwordHash: r.password_hash } : null;
  }

  /** A new customer account; null when the e-mail is taken. */
  async create(account: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: string;
  }): Promise<number | null> {
    const rows = (
      await this.db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, lang)
        VALUES (${account.email.toLowerCase()}, ${account.passwordHash}, ${account.firstName}, ${account.lastName}, ${account.language})
        ON CONFLICT (email) DO NOTHING RETURNING id`)
    ).rows as { id: number }[];
    return rows[0]?.id ?? null;
  }

  /**
   * Signs a user in on a new session: stores the new token's hash, and
   * hands the visitor's guest cart over to it, merged with the cart the user
   * left in an earlier session (`merge` decides the lines), in one transaction.
   */
  async startSession<D>(
    userId: number,
    tokenHash: string,
    carts: { guestToken: string | null; newToken: string; merge: (guest: D | null, previous: D | null) => D | null; empty: D },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO user_sessions (token_hash, user_id) VALUES (${tokenHash}, ${userId})`);
      const guest = carts.guestToken
        ? ((await tx.execute(sql`SELECT document FROM carts WHERE session_token = ${carts.guestToken} FOR UPDATE`)).rows[0] as
            | { document: D }
            | undefined)
        : undefined;
      const previous = (
        await tx.execute(
          sql`SELECT session_token, document FROM carts WHERE user_id = ${userId} ORDER BY updated_at DESC LIMIT 1 FOR UPDATE`,
        )
      ).rows[0] as { session_token: string; document: D } | undefined;
      // The new session's cart row is made now, with the user on it, so the next sign-in finds it.
      const merged = carts.merge(guest?.document ?? null, previous?.document ?? null) ?? carts.empty;
      await tx.execute(sql`INSERT INTO carts (session_token, user_id, document, version) VALUES (${carts.newToken}, ${userId}, ${JSON.stringify(merged)}::jsonb, 1)
        ON CONFLICT (session_token) DO UPDATE SET document = EXCLUDED.document, user_id = EXCLUDED.user_id, version = carts.version + 1, updated_at = now()`);
      // The merged cart lives on under the new session; the old ones are spent.
      if (carts.guestToken) await tx.execute(sql`DELETE FROM carts WHERE session_token = ${carts.guestToken}`);
      // A guest's running countdowns follow them into the account (honest urgency: no restart by signing in).
      if (carts.guestToken) await handTimersToAccount(tx, carts.guestToken, userId);
      if (previous) await tx.execute(sql`DELETE FROM carts WHERE session_token = ${previous.session_token}`);
      await logAccountEvent(tx, { userId, type: 'login', subject: 'session' });
    });
  }

  /** Whether the account wants order update mails (the profile's "order notifications" flag; on unless turned off). */
  async wantsOrderUpdates(userId: number): Promise<boolean> {
    const rows = (
      await this.db.execute(sql`SELECT coalesce((notifications->>'orders')::boolean, true) AS wanted FROM users WHERE id = ${userId}`)
    ).rows as { wanted: boolean }[];
    return rows[0]?.wanted ?? true;
  }

  /** Ends a session and logs the sign-out in the same statement (nothing is logged for a session already gone). */
  async endSession(tokenHash: string): Promise<void> {
    await this.db.execute(sql`WITH ended AS (DELETE FROM user_sessions WHERE token_hash = ${tokenHash} RETURNING user_id)
      INSERT INTO account_events (user_id, type, subject) SELECT user_id, 'logout', 'session' FROM ended`);
  }

  /** Stores a reset token's hash for the account with this e-mail; the account's id and language, or null when there is none. */
  async createPasswordReset(
    email: string,
    tokenHash: string,
    validSeconds: number,
  ): Promise<{ userId: number; language: string; firstName: string } | null> {
    const rows = (
      await this.db.execute(sql`WITH account AS (SELECT id, lang, first_name FROM users WHERE email = ${email.toLowerCase()}),
        reset AS (INSERT INTO password_resets (token_hash, user_id, expires_at) SELECT ${tokenHash}, id, now() + make_interval(secs => ${validSeconds}) FROM account)
        SELECT id, lang, first_name FROM account`)
    ).rows as { id: number; lang: string; first_name: string }[];
    const r = rows[0];
    return r ? { userId: r.id, language: r.lang, firstName: r.first_name } : null;
  }

  /** Whether a reset token can still be used (exists, not used, not expired). */
  async isResetUsable(tokenHash: string): Promise<boolean> {
    return (
      (await this.db.execute(sql`SELECT 1 FROM password_resets WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()`))
        .rows.length > 0
    );
  }

  /**
   * Uses a reset token: sets the new password hash, marks the token used and
   * ends every session of the account (whoever had it is signed out), in one
   * statement. The user's id and role, or null when the token is unusable.
   */
  async resetPassword(tokenHash: string, passwordHash: string): Promise<{ id: number; role: StoredUser['role']; email: string } | null> {
    const rows = (
      await this.db.execute(sql`WITH used AS (
          UPDATE password_resets SET used_at = now() WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() RETURNING user_id),
        changed AS (UPDATE users SET password_hash = ${passwordHash} WHERE id IN (SELECT user_id FROM used) RETURNING id, role, email),
        ended AS (DELETE FROM user_sessions WHERE user_id IN (SELECT user_id FROM used))
        SELECT id, role, email FROM changed`)
    ).rows as { id: number; role: StoredUser['role']; email: string }[];
    return rows[0] ?? null;
  }
}
