import { z } from 'zod/mini';

/**
 * A digital purchase as the account's list shows it (account §2: name,
 * purchase date, file name, type, access expiry, order id, total, downloads
 * remaining). `url` is a short-lived signed link, present only while the
 * file may still be downloaded; `state` says why it may not.
 */
export const DIGITAL_PURCHASE_STATES = ['available', 'expired', 'used_up', 'revoked'] as const;
export type DigitalPurchaseState = (typeof DIGITAL_PURCHASE_STATES)[number];

export const digitalPurchaseSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  name: z.string(),
  /** ISO 8601. */
  purchased_at: z.string(),
  file_name: z.string(),
  type: z.enum(['file', 'video']),
  /** ISO 8601, or null for access that does not end. */
  access_expires: z.nullable(z.string()),
  order_id: z.number(),
  /** The order line's total with VAT, in cents. */
  total: z.number(),
  currency: z.string(),
  /** Null: no limit. */
  downloads_remaining: z.nullable(z.number()),
  state: z.enum(DIGITAL_PURCHASE_STATES),
  url: z.nullable(z.string()),
});
export type DigitalPurchase = z.infer<typeof digitalPurchaseSchema>;

export const digitalPurchasesSchema = z.array(digitalPurchaseSchema);
