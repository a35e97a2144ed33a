import type { BillingAddress } from '@soul/contracts';
import type { B2bPermissions } from '@soul/domain/accounts/permissions';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer accounts (and, later, directors, staff, administrators, vendors).
 * E-mails are stored lower-case and unique; passwords as argon2id hashes.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'director', 'administrator', 'staff', 'vendor', 'shop_manager'] })
      .notNull()
      .default('customer'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** The company a director leads or a staff member works for (account §1 "company accounts"). */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /** A vendor's application (account §2 "Vendor management"); null for everyone else. */
    vendorStatus: text('vendor_status', { enum: ['pending', 'approved', 'rejected', 'locked'] }),
    /** Flags a company director set for their staff (account §6); the role rules decide the rest. */
    b2bPermissions: jsonb('b2b_permissions').$type<Partial<B2bPermissions>>(),
    /** Job title, for company accounts (account §3 profile "position"). */
    position: text('position').notNull().default(''),
    /** The profile's notification flags (account §3): e-mail, SMS, order notifications. */
    notifications: jsonb('notifications')
      .$type<{ email: boolean; sms: boolean; orders: boolean }>()
      .notNull()
      .default(sql`'{"email": true, "sms": false, "orders": true}'::jsonb`),
    /** The last billing address used, to prefill the next checkout. */
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

/** Business customers: a company with its director (a user of role director) and staff users. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions. The browser holds the session token (cookie); only its
 * SHA-256 is stored, so a leaked table gives no usable cookies.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (t) => [index('user_sessions_user').on(t.userId)],
);

/** Password-reset links (account: "password reset by e-mailed link"); only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);
