import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/**
 * Demo accounts (issue: customer accounts), for trying the shop only; the
 * README lists them. All share one password, stored as its argon2id hash
 * (made once with @node-rs/argon2's defaults), so seeding needs no hashing.
 */
export const DEMO_PASSWORD = 'soul-demo-2026';
const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$sve1sUDioPT9kQoCn+nwkA$endAFPKUSA1rgV+Ib3OOSRCwJd9/oacwBWd0v4dYArM';

export const DEMO_ACCOUNTS = {
  customer: 'customer@soulshop.example',
  director: 'director@soulshop.example',
  /** Staff who may buy and see the company's orders. */
  buyer: 'buyer@soulshop.example',
  /** Staff who may not buy (permission_buy false, set by the director). */
  viewer: 'viewer@soulshop.example',
  administrator: 'admin@soulshop.example',
  vendor: 'vendor@soulshop.example',
} as const;

interface DemoAccount {
  email: string;
  role: 'customer' | 'director' | 'administrator' | 'staff' | 'vendor';
  firstName: string;
  lastName: string;
  company?: true;
  permissions?: Record<string, boolean>;
  vendorStatus?: 'pending';
}

const ACCOUNTS: DemoAccount[] = [
  { email: DEMO_ACCOUNTS.customer, role: 'customer', firstName: 'Ona', lastName: 'Pirkėja' },
  { email: DEMO_ACCOUNTS.director, role: 'director', firstName: 'Darius', lastName: 'Vadovas', company: true },
  {
    email: DEMO_ACCOUNTS.buyer,
    role: 'staff',
    firstName: 'Bronė',
    lastName: 'Pirkimai',
    company: true,
    permissions: { permission_buy: true, permission_view_orders: true },
  },
  {
    email: DEMO_ACCOUNTS.viewer,
    role: 'staff',
    firstName: 'Vytas',
    lastName: 'Stebėtojas',
    company: true,
    permissions: { permission_buy: false, permission_view_orders: true },
  },
  { email: DEMO_ACCOUNTS.administrator, role: 'administrator', firstName: 'Asta', lastName: 'Administratorė' },
  { email: DEMO_ACCOUNTS.vendor, role: 'vendor', firstName: 'Vilius', lastName: 'Tiekėjas', vendorStatus: 'pending' },
];

/** Inserts the demo company and accounts (in the seed's transaction); accounts that exist are left alone. */
export async function seedDemoAccounts(tx: Database): Promise<void> {
  const company = (await tx.execute(sql`INSERT INTO companies (name) VALUES ('Sveikata UAB') RETURNING id`)).rows[0] as { id: number };
  for (const account of ACCOUNTS) {
    await tx.execute(sql`INSERT INTO users (email, password_hash, role, first_name, last_name, company_id, b2b_permissions, vendor_status)
      VALUES (${account.email}, ${DEMO_PASSWORD_HASH}, ${account.role}, ${account.firstName}, ${account.lastName},
        ${account.company ? company.id : null}, ${account.permissions ? JSON.stringify(account.permissions) : null}::jsonb, ${account.vendorStatus ?? null})
      ON CONFLICT (email) DO NOTHING`);
  }
}
