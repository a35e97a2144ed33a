import { z } from 'zod/mini';
import { dbIdSchema, MAX_DB_ID } from './ids.ts';
import { INVOICE_EXPORT_MAX_DAYS, INVOICE_EXPORT_MAX_ORDERS } from './invoices.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** The invoice bulk export's requests, which only the server parses (its limits are in invoices.ts, for the form). */

const isoDate = /* @__PURE__ */ z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);

/**
 * Bulk export (account §7 `wpo_wcpdf_export_get_order_ids`): the orders of a
 * chosen date range (both days included), of one status or any (the default:
 * every order with a document issued in the range, what an accountant books). The
 * original's fixed past range is replaced by the user's choice.
 */
export const invoiceExportQuerySchema = /* @__PURE__ */ z
  .object({
    date_from: isoDate,
    date_to: isoDate,
    status: z._default(z.enum([...ORDER_STATUSES, 'any']), 'any'),
  })
  .check(
    z.refine((q) => q.date_from <= q.date_to, { path: ['date_to'] }),
    z.refine((q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < INVOICE_EXPORT_MAX_DAYS, { path: ['date_to'] }),
  );
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/** `wpo_wcpdf_export_bulk`: the chosen order ids, as `order_ids[]` or one comma-separated string. */
export const invoiceExportBulkSchema = z.object({
  order_ids: z.pipe(
    z.union([
      z.array(dbIdSchema),
      z.pipe(
        z.string(),
        z.transform((s: string) => s.split(',').filter(Boolean).map(Number)),
      ),
    ]),
    z.array(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID))).check(z.minLength(1), z.maxLength(INVOICE_EXPORT_MAX_ORDERS)),
  ),
});
