import { z } from 'zod/mini';
import { dbIdSchema, MAX_DB_ID } from './ids.ts';
import { ORDER_STATUSES } from './checkout.ts';

/**
 * The invoice settings of account §2's settings modal (shop-wide, kept by
 * administrators). Empty texts mean the translated default, so a Lithuanian
 * invoice still says "Sąskaita faktūra" unless the shop names it otherwise.
 * `pdf_filename` holds {number} or {order} (so each invoice gets a name of its
 * own) and no other placeholder; it never carries a path.
 */
/** Empty (the translated default), or letters, digits, space, _ . - with {number} and/or {order}. */
export const INVOICE_FILENAME_PATTERN = /^(?:|(?=[\s\S]*\{(?:number|order)\})(?:[\p{L}\p{N} _.-]|\{number\}|\{order\})+)$/u;

export const invoiceSettingsSchema = z.object({
  document_title: z.string().check(z.trim(), z.maxLength(60)),
  pdf_filename: z.string().check(z.trim(), z.maxLength(80), z.regex(INVOICE_FILENAME_PATTERN)),
  number_label: z.string().check(z.trim(), z.maxLength(40)),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_notes: z.boolean(),
  attach_to_renewal: z.boolean(),
  attach_to_new_order: z.boolean(),
  show_issue_date: z.boolean(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  document_title: '',
  pdf_filename: '',
  number_label: '',
  show_email: true,
  show_phone: true,
  show_notes: true,
  attach_to_renewal: false,
  attach_to_new_order: false,
  show_issue_date: true,
};

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);

/** The longest range one bulk export covers (one combined PDF). */
export const INVOICE_EXPORT_MAX_DAYS = 366;
export const INVOICE_EXPORT_MAX_ORDERS = 200;

/**
 * Bulk export (account §7 `wpo_wcpdf_export_get_order_ids`): the orders of a
 * chosen date range (both days included), of one status or any. The
 * original's fixed past range is replaced by the user's choice.
 */
export const invoiceExportQuerySchema = z
  .object({
    date_from: isoDate,
    date_to: isoDate,
    status: z._default(z.enum([...ORDER_STATUSES, 'any']), 'completed'),
  })
  .check(
    z.refine((q) => q.date_from <= q.date_to, { path: ['date_to'] }),
    z.refine((q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < INVOICE_EXPORT_MAX_DAYS, { path: ['date_to'] }),
  );
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/** `wpo_wcpdf_export_bulk`: the chosen order ids, as `order_ids[]` or one comma-separated string. */
export const invoiceExportBulkSchema = z.object({
  order_ids: z.pipe(
    z.union([z.array(dbIdSchema), z.pipe(z.string(), z.transform((s: string) => s.split(',').filter(Boolean).map(Number)))]),
    z.array(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID))).check(z.minLength(1), z.maxLength(INVOICE_EXPORT_MAX_ORDERS)),
  ),
});
