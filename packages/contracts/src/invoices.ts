import { z } from 'zod/mini';

/**
 * The invoice settings of account §2's settings modal (shop-wide, kept by
 * administrators). The texts are per language: `document_title` … for
 * English invoices, `document_title_lt` … for Lithuanian ones (one title no
 * longer renames both). Empty texts mean the translated default, so a
 * Lithuanian invoice says "Sąskaita faktūra" unless the shop names it otherwise.
 * `pdf_filename` holds {number} or {order} (so each invoice gets a name of its
 * own) and no other placeholder; it never carries a path.
 */
/** Empty (the translated default), or letters, digits, space, _ . - with {number} and/or {order}. */
export const INVOICE_FILENAME_PATTERN = /^(?:|(?=[\s\S]*\{(?:number|order)\})(?:[\p{L}\p{N} _.-]|\{number\}|\{order\})+)$/u;

export const invoiceSettingsSchema = z.object({
  document_title: z.string().check(z.trim(), z.maxLength(60)),
  pdf_filename: z.string().check(z.trim(), z.maxLength(80), z.regex(INVOICE_FILENAME_PATTERN)),
  number_label: z.string().check(z.trim(), z.maxLength(40)),
  document_title_lt: z.string().check(z.trim(), z.maxLength(60)),
  pdf_filename_lt: z.string().check(z.trim(), z.maxLength(80), z.regex(INVOICE_FILENAME_PATTERN)),
  number_label_lt: z.string().check(z.trim(), z.maxLength(40)),
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
  document_title_lt: '',
  pdf_filename_lt: '',
  number_label_lt: '',
  show_email: true,
  show_phone: true,
  show_notes: true,
  attach_to_renewal: false,
  attach_to_new_order: false,
  show_issue_date: true,
};

/** The texts of the settings for invoices in one language. */
export function invoiceTextsFor(
  settings: InvoiceSettings,
  language: 'en' | 'lt',
): { document_title: string; pdf_filename: string; number_label: string } {
  return language === 'lt'
    ? { document_title: settings.document_title_lt, pdf_filename: settings.pdf_filename_lt, number_label: settings.number_label_lt }
    : { document_title: settings.document_title, pdf_filename: settings.pdf_filename, number_label: settings.number_label };
}

/** The longest range one bulk export covers (one combined PDF). */
export const INVOICE_EXPORT_MAX_DAYS = 366;
export const INVOICE_EXPORT_MAX_ORDERS = 200;
