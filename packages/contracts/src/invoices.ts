import { z } from 'zod/mini';

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

/** The longest range one bulk export covers (one combined PDF). */
export const INVOICE_EXPORT_MAX_DAYS = 366;
export const INVOICE_EXPORT_MAX_ORDERS = 200;
