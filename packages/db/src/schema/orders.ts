import type { BillingAddress, CartItemData, ShippingAddress } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Orders. The id is the order number (as in WooCommerce); `orderKey` lets a
 * guest open their order-received page. Amounts are integer cents, VAT
 * included where named `…Gross`, WooCommerce's net/tax split otherwise.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderKey: text('order_key').notNull(),
    status: text('status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The session that placed it: with `idempotencyKey`, a double submit finds the first order. */
    sessionToken: text('session_token').notNull(),
    idempotencyKey: text('idempotency_key'),
    lang: text('lang').notNull(),
    currency: text('currency').notNull().default('EUR'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    customerNote: text('customer_note').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    paymentMethod: text('payment_method').notNull(),
    shippingRateId: text('shipping_rate_id').notNull(),
    itemsSubtotal: integer('items_subtotal').notNull(),
    itemsSubtotalTax: integer('items_subtotal_tax').notNull(),
    discountTotal: integer('discount_total').notNull(),
    discountTax: integer('discount_tax').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    shippingTax: integer('shipping_tax').notNull(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
    transactionId: text('transaction_id'),
    /** One-click upsell offer deadline (storefront §2); null when none was offered. */
    upsellExpiresAt: timestamp('upsell_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_key').on(t.orderKey),
    uniqueIndex('orders_idempotency').on(t.sessionToken, t.idempotencyKey),
    index('orders_user').on(t.userId, t.createdAt),
    check('orders_total_nonneg', sql`${t.total} >= 0`),
  ],
);

/** Order lines; a bundle's items point at the bundle's line. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id').notNull().default(0),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** Net before coupons and its tax; net after coupons and its tax (WooCommerce's line_subtotal… fields). */
    subtotal: integer('subtotal').notNull(),
    subtotalTax: integer('subtotal_tax').notNull(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    data: jsonb('data')
      .$type<CartItemData>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    parentLineId: integer('parent_line_id'),
    /** How the line came: at checkout, added later by the one-click upsell, or by editing the order in the account area. */
    source: text('source', { enum: ['checkout', 'upsell', 'edit', 'renewal'] })
      .notNull()
      .default('checkout'),
  },
  (t) => [index('order_lines_order').on(t.orderId), check('order_lines_quantity_pos', sql`${t.quantity} > 0`)],
);

/** Coupons used by an order, with the discount each gave (gross). */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    discountTax: integer('discount_tax').notNull(),
  },
  (t) => [uniqueIndex('order_coupons_order_code').on(t.orderId, t.code)],
);
