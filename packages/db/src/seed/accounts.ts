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
  /** A vendor approved into the Wholesale group (issue 20): sees and pays its prices. */
  wholesale: 'wholesale@soulshop.example',
  /** Runs the shop in the back office (issue 21): everything but roles, payment settings and secrets. */
  manager: 'manager@soulshop.example',
} as const;

/**
 * The demo customer group (issue 20): 20 % off every catalogue price, and a
 * price list giving the plain simple product (DEMO.products.simple) 30 % off.
 */
export const DEMO_CUSTOMER_GROUP = { id: 1, name: 'Wholesale', discountPercent: 20, listedProductId: 143, listedPercentOff: 30 } as const;

interface DemoAccount {
  email: string;
  role: 'customer' | 'director' | 'administrator' | 'staff' | 'vendor' | 'shop_manager';
  firstName: string;
  lastName: string;
  company?: true;
  permissions?: Record<string, boolean>;
  vendorStatus?: 'pending' | 'approved';
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
  { email: DEMO_ACCOUNTS.manager, role: 'shop_manager', firstName: 'Mantas', lastName: 'Parduotuvininkas' },
  { email: DEMO_ACCOUNTS.vendor, role: 'vendor', firstName: 'Vilius', lastName: 'Tiekėjas', vendorStatus: 'pending' },
  { email: DEMO_ACCOUNTS.wholesale, role: 'vendor', firstName: 'Gintarė', lastName: 'Didmenininkė', vendorStatus: 'approved' },
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
  await seedDemoVendors(tx);
}

/** The Wholesale group, its price list, and the two demo vendors' applications (pending; approved into Wholesale). */
async function seedDemoVendors(tx: Database): Promise<void> {
  const g = DEMO_CUSTOMER_GROUP;
  await tx.execute(
    sql`INSERT INTO customer_groups (id, name, discount_percent) VALUES (${g.id}, ${g.name}, ${g.discountPercent}) ON CONFLICT DO NOTHING`,
  );
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('customer_groups', 'id'), GREATEST((SELECT MAX(id) FROM customer_groups), 1))`);
  await tx.execute(sql`INSERT INTO customer_group_prices (group_id, product_id, price_cents)
    SELECT ${g.id}, id, regular_price_cents * ${100 - g.listedPercentOff} / 100 FROM products WHERE id = ${g.listedProductId}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO vendor_applications (user_id, company_name, company_code, vat_code, address, group_id, decided_at)
    SELECT id, 'Vilniaus vaistinė UAB', '305123456', 'LT100012345611', 'Gedimino pr. 1, Vilnius', NULL, NULL FROM users WHERE email = ${DEMO_ACCOUNTS.vendor}
    UNION ALL
    SELECT id, 'Sveiki namai UAB', '304987654', 'LT100098765412', 'Laisvės al. 10, Kaunas', ${g.id}::int, now() FROM users WHERE email = ${DEMO_ACCOUNTS.wholesale}
    ON CONFLICT (user_id) DO NOTHING`);
}
