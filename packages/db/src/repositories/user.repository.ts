import type { BillingAddress } from '@soul/contracts';
import type { B2bPermissions } from '@soul/domain/accounts/permissions';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

export interface StoredUser {
  id: number;
  email: string;
  role: 'customer' | 'director' | 'administrator' | 'staff' | 'vendor';
  firstName: string;
  lastName: string;
  phone: string;
  billingAddress: BillingAddress | null;
  /** Stored flags (staff); merged with the role rules by the domain's b2bPermissions. */
  storedPermissions: Partial<B2bPermissions>;
}

/** Accounts and signed-in sessions (sessions are found by the SHA-256 of their token). */
export class PgUserRepository {
  constructor(private readonly db: Database) {}

  async emailExists(email: string): Promise<boolean> {
    const rows = (await this.db.execute(sql`SELECT 1 FROM users WHERE email = ${email.toLowerCase()}`)).rows;
    return rows.length > 0;
  }

  async findById(id: number): Promise<StoredUser | null> {
    const rows = (
      await this.db.execute(sql`SELECT id, email, role, first_name, last_name, phone, billing_address, b2b_permissions FROM users WHERE id = ${id}`)
    ).rows as { id: number; email: string; role: StoredUser['role']; first_name: string; last_name: string; phone: string; billing_address: BillingAddress | null; b2b_permissions: Partial<B2bPermissions> | null }[];
    const r = rows[0];
    return r ? { id: r.id, email: r.email, role: r.role, firstName: r.first_name, lastName: r.last_name, phone: r.phone, billingAddress: r.billing_address, storedPermissions: r.b2b_permissions ?? {} } : null;
  }

  async findBySessionHash(tokenHash: string): Promise<StoredUser | null> {
    const rows = (
      await this.db.execute(sql`SELECT u.id, u.email, u.role, u.first_name, u.last_name, u.phone, u.billing_address, u.b2b_permissions
        FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash} AND s.expires_at > now()`)
    ).rows as { id: number; email: string; role: StoredUser['role']; first_name: string; last_name: string; phone: string; billing_address: BillingAddress | null; b2b_permissions: Partial<B2bPermissions> | null }[];
    const r = rows[0];
    return r ? { id: r.id, email: r.email, role: r.role, firstName: r.first_name, lastName: r.last_name, phone: r.phone, billingAddress: r.billing_address, storedPermissions: r.b2b_permissions ?? {} } : null;
  }
}
