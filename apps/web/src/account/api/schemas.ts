import type {
  AccountOrder,
  AccountPayment,
  AccountPaymentDetail,
  ContactBody,
  InvoiceSettings,
  Profile,
  ProfileUpdate,
} from '@soul/contracts';
import { ORDER_STATUSES, PAYMENT_EVENT_KINDS, PAYMENT_STATUSES } from './constants.ts';
import { z } from 'zod/mini';

/**
 * zod/mini mirrors of the contracts' account schemas (packages/contracts:
 * account-orders, account-payments, invoices, profile, contact), for the
 * answers of the account API and for its forms.
 *
 * Why mirrors: classic zod shares zod's core with the zod/mini every page
 * loads, so using it even in this lazy area grows every page's first-load
 * chunk by ~16 KB gzip (measured: 110.8 → 126.7 KB), past the 120 KB budget
 * (bench/README.md). The type checks at the bottom keep each mirror's
 * output assignable to the contract's type, and account/api/schemas.test.ts
 * runs both on the same samples so the rules cannot drift apart.
 */

const int = z.number().check(z.int());
const money = z.string().check(z.regex(/^-?[0-9]+$/));

// ── answers ────────────────────────────────────────────────────────────────

export const accountOrderLineSchema = z.object({
  id: int,
  product_id: int,
  variation_id: int,
  name: z.string(),
  sku: z.string(),
  quantity: int,
  subtotal: money,
  subtotal_tax: money,
  total: money,
  total_tax: money,
  parent_id: z.nullable(int),
});

export const accountOrderSchema = z.object({
  id: int,
  name: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total: money,
  subtotal: money,
  total_shipping: money,
  total_tax: money,
  total_discount: money,
  total_refunded: money,
  quantity: int,
  payment_details: z.object({ method_id: z.string(), method_title: z.string(), paid: z.boolean() }),
  transaction_id: z.string(),
  customer_note: z.string(),
  billing_address: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    address_1: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  shipping_lines: z.array(z.object({ id: int, method_id: z.string(), method_title: z.string(), total: money })),
  coupon_lines: z.array(z.object({ code: z.string(), discount: money })),
  line_items: z.array(accountOrderLineSchema),
  invoice_url: z.nullable(z.string()),
  invoice_number: z.nullable(z.string()),
  editable: z.boolean(),
  cancellable: z.boolean(),
  needs_payment: z.boolean(),
  payment_url: z.nullable(z.string()),
});

const paymentFields = {
  id: int,
  transaction_id: z.string(),
  order_id: int,
  amount: money,
  refunded: money,
  currency: z.string(),
  title: z.string(),
  gateway: z.string(),
  date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
};

export const accountPaymentSchema = z.object(paymentFields);

export const accountPaymentDetailSchema = z.object({
  ...paymentFields,
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  events: z.array(z.object({ id: int, kind: z.enum(PAYMENT_EVENT_KINDS), detail: z.string(), amount: z.nullable(money), date: z.string() })),
  attachments: z.array(z.object({ kind: z.literal('invoice'), title: z.string(), url: z.string() })),
  refundable: money,
});

const notifications = z.object({ email: z.boolean(), sms: z.boolean(), orders: z.boolean() });

export const profileSchema = z.object({
  id: int,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  company: z.string(),
  companyLocked: z.boolean(),
  email: z.string(),
  postCode: z.string(),
  zip: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.string(),
  photo: z.nullable(z.string()),
  notifications,
});

/** POST /contact answers `{ success: true, message }`. */
export const contactAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** wpo_wcpdf_export_get_order_ids answers the ids (numbers, or numeric strings from a PHP back end). */
export function parseOrderIds(data: unknown): number[] | null {
  if (!Array.isArray(data)) return null;
  const ids = data.map((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
  return ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ? ids : null;
}

// ── forms (the same rules as the contracts' request schemas) ───────────────
// Only constructs the page's first-load chunk already has (object, string,
// regex, length, trim…): a union, a refine or z.email() would each add their
// core class to every page. So "empty or at least 8 characters" and the
// e-mail rule are patterns here.

/** zod's default e-mail pattern (what the contract's z.email() checks). */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** '' (keep the password) or 8 characters and more. */
export const NEW_PASSWORD_PATTERN = /^(?:|[\s\S]{8,})$/;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const invoiceSettingsSchema = z.object({
  document_title: text(60),
  // Mirrors contracts INVOICE_FILENAME_PATTERN (schemas.test.ts compares them).
  pdf_filename: z.string().check(z.trim(), z.maxLength(80), z.regex(/^(?:|(?=[\s\S]*\{(?:number|order)\})(?:[\p{L}\p{N} _.-]|\{number\}|\{order\})+)$/u)),
  number_label: text(40),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_notes: z.boolean(),
  attach_to_renewal: z.boolean(),
  attach_to_new_order: z.boolean(),
  show_issue_date: z.boolean(),
});

export const profileUpdateSchema = z.object({
  firstName: text(60),
  lastName: text(60),
  company: text(100),
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
  phone: z.string().check(z.trim(), z.maxLength(30), z.regex(/^[+0-9 ()-]*$/)),
  address: text(120),
  city: text(60),
  postCode: text(12),
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/)),
  position: text(60),
  notifications,
  currentPassword: z.string().check(z.maxLength(200)),
  newPassword: z.string().check(z.maxLength(200), z.regex(NEW_PASSWORD_PATTERN)),
});

export const contactBodySchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(150)),
  message: z.string().check(z.trim(), z.minLength(10), z.maxLength(5000)),
  order_id: z.optional(int.check(z.positive())),
});

// Compile-time proof that what the mirrors accept is a valid contract value.
type Assignable<T extends U, U> = T;
export type CheckedOrder = Assignable<z.output<typeof accountOrderSchema>, AccountOrder>;
export type CheckedPayment = Assignable<z.output<typeof accountPaymentSchema>, AccountPayment>;
export type CheckedPaymentDetail = Assignable<z.output<typeof accountPaymentDetailSchema>, AccountPaymentDetail>;
export type CheckedProfile = Assignable<z.output<typeof profileSchema>, Profile>;
export type CheckedInvoiceSettings = Assignable<z.output<typeof invoiceSettingsSchema>, InvoiceSettings>;
export type CheckedProfileUpdate = Assignable<z.output<typeof profileUpdateSchema>, ProfileUpdate>;
export type CheckedContactBody = Assignable<z.output<typeof contactBodySchema>, ContactBody>;
