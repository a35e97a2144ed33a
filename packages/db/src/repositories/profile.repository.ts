import type { ProfileChanges, StoredProfile, ProfileRepository } from '@soul/domain/accounts/profile-port';
import type { BillingAddress, NotificationFlags } from '@soul/contracts';
import { logAccountEvent } from './account-event.repository.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { isUniqueViolation } from './orders/pg-errors.ts';

/** The account area's profile (account §3): the user's own fields, address and photo. */
export class PgProfileRepository implements ProfileRepository {
  constructor(private readonly db: Database) {}

  async find(userId: number): Promise<StoredProfile | null> {
    const rows = (
      await this.db
        .execute(sql`SELECT u.id, u.email, u.role, u.first_name, u.last_name, u.phone, u.position, u.notifications, u.lang, u.billing_address,
          u.password_hash, c.name AS company_name, p.updated_at AS photo_updated_at
        FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN user_photos p ON p.user_id = u.id
        WHERE u.id = ${userId}`)
    ).rows as {
      id: number;
      email: string;
      role: string;
      first_name: string;
      last_name: string;
      phone: string;
      position: string;
      notifications: NotificationFlags;
      lang: string;
      billing_address: BillingAddress | null;
      password_hash: string;
      company_name: string | null;
      photo_updated_at: string | null;
    }[];
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      firstName: r.first_name,
      lastName: r.last_name,
      phone: r.phone,
      position: r.position,
      notifications: r.notifications,
      language: r.lang === 'lt' ? 'lt' : 'en',
      billingAddress: r.billing_address,
      companyName: r.company_name,
      photoUpdatedAt: r.photo_updated_at ? new Date(r.photo_updated_at) : null,
      passwordHash: r.password_hash,
    };
  }

  /**
   * Saves the profile in one transaction: the fields, the address kept for
   * the next checkout, and a new password (ending every other session).
   * False when the e-mail belongs to another account.
   */
  async update(userId: number, changes: ProfileChanges): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const address = changes.address;
        await tx.execute(sql`UPDATE users SET email = ${changes.email}, first_name = ${changes.firstName}, last_name = ${changes.lastName},
            phone = ${changes.phone}, position = ${changes.position}, notifications = ${JSON.stringify(changes.notifications)}::jsonb, lang = ${changes.language},
            billing_address = jsonb_build_object('first_name', ${changes.firstName}::text, 'last_name', ${changes.lastName}::text,
              'company', coalesce(${address.company}::text, billing_address->>'company', ''), 'address_1', ${address.address_1}::text,
              'address_2', coalesce(billing_address->>'address_2', ''), 'city', ${address.city}::text, 'state', coalesce(billing_address->>'state', ''),
              'postcode', ${address.postcode}::text, 'country', ${address.country}::text, 'phone', ${changes.phone}::text, 'email', ${changes.email}::text)
            ${changes.passwordHash ? sql`, password_hash = ${changes.passwordHash}` : sql``}
          WHERE id = ${userId}`);
        if (changes.passwordHash) {
          await tx.execute(sql`DELETE FROM user_sessions WHERE user_id = ${userId} AND token_hash <> ${changes.keepSessionHash}`);
        }
        await logAccountEvent(tx, { userId, type: 'modified', subject: 'profile' });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email')) return false;
      throw error;
    }
  }

  async photo(userId: number): Promise<{ content: Buffer; mime: string; updatedAt: Date } | null> {
    const rows = (await this.db.execute(sql`SELECT content, mime, updated_at FROM user_photos WHERE user_id = ${userId}`)).rows as {
      content: Buffer;
      mime: string;
      updated_at: string;
    }[];
    const r = rows[0];
    return r ? { content: r.content, mime: r.mime, updatedAt: new Date(r.updated_at) } : null;
  }

  async setPhoto(userId: number, content: Buffer, mime: string): Promise<void> {
    await this.db.execute(sql`INSERT INTO user_photos (user_id, content, mime) VALUES (${userId}, ${content}, ${mime})
      ON CONFLICT (user_id) DO UPDATE SET content = EXCLUDED.content, mime = EXCLUDED.mime, updated_at = now()`);
  }

  async removePhoto(userId: number): Promise<void> {
    await this.db.execute(sql`DELETE FROM user_photos WHERE user_id = ${userId}`);
  }

  async directedCompany(userId: number): Promise<{ id: number; name: string } | null> {
    const row = (
      await this.db.execute(sql`SELECT c.id, c.name FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = ${userId} AND u.role = 'director'`)
    ).rows[0] as { id: number; name: string } | undefined;
    return row ?? null;
  }

  async renameDirectedCompany(userId: number, name: string): Promise<boolean> {
    const updated = await this.db.execute(sql`UPDATE companies SET name = ${name}
      WHERE id = (SELECT company_id FROM users WHERE id = ${userId} AND role = 'director')`);
    return (updated.rowCount ?? 0) > 0;
  }
}
