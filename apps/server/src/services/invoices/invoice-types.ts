import type { Language } from '@soul/contracts';
import type { Locale } from '@soul/i18n';

import type { InvoiceMoney } from './pdf/locale-format.ts';

export type { InvoiceMoney };

/**
 * The shapes of an invoice document, what buildInvoiceDocument makes and the
 * PDF renderer prints: the invoice of an order as data: every text already translated into the
 * order's language and every amount formatted, so the PDF renderer only lays
 * it out (and a test can read it without parsing a PDF). Amounts keep their
 * integer cents beside the text: the rows and totals are the stored order's
 * own figures, never recomputed.
 */

/** What the numbering gave this order's invoice. */
export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/** A "label: value" pair (invoice facts, seller codes, buyer contacts). */
export interface InvoiceField {
  label: string;
  value: string;
}

/** The seller's or the buyer's block. */
export interface InvoiceParty {
  /** "Seller" / "Pardavėjas". */
  heading: string;
  /** Printed first, in bold: the company, or the person. */
  name: string;
  /** The rest of the address block, one line each. */
  lines: string[];
  /** Codes and contacts, each with its label. */
  fields: InvoiceField[];
}

/**
 * A row of the line table. Bundle items follow their bundle with depth 1;
 * shipping and discounts are rows too, so the rows' amounts add up to the
 * totals' net, VAT and gross.
 */
export type InvoiceRowKind = 'product' | 'bundle' | 'bundle_item' | 'shipping' | 'discount';

export interface InvoiceRowAmounts {
  /** Net unit price, for reading only (null for a discount). */
  unitPrice: InvoiceMoney | null;
  net: InvoiceMoney;
  vat: InvoiceMoney;
  gross: InvoiceMoney;
}

export interface InvoiceRow {
  kind: InvoiceRowKind;
  description: string;
  /** A smaller second line under the description (the SKU), or null. */
  detail: string | null;
  /** 1 for a bundle's items: printed indented under their bundle. */
  depth: 0 | 1;
  /** The quantity as printed; '' when none (discounts). */
  quantity: string;
  /** The VAT rate as printed ("21 %"); '' when the row has no single rate. */
  vatRate: string;
  /** null for a bundle whose items carry the whole price (nothing to print, nothing to add). */
  amounts: InvoiceRowAmounts | null;
}

export interface InvoiceColumnHeadings {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  net: string;
  vat: string;
  total: string;
}

/** VAT per rate: the taxable amount (after discounts) and its tax. */
export interface InvoiceVatAtRate {
  ratePercent: number;
  base: InvoiceMoney;
  vat: InvoiceMoney;
}

export interface InvoiceTotalLine {
  label: string;
  amount: InvoiceMoney;
  /** The amount to pay is printed large, on the brand colour. */
  grand: boolean;
}

export interface InvoiceTotals {
  net: InvoiceMoney;
  vat: InvoiceMoney;
  gross: InvoiceMoney;
  vatByRate: InvoiceVatAtRate[];
  /** What is printed under the table, in order. */
  lines: InvoiceTotalLine[];
}

export interface InvoiceDocument {
  language: Language;
  locale: Locale;
  /** PDF metadata. The creation date is the issue date, so the same invoice always gives the same bytes. */
  meta: { title: string; author: string; creationDate: Date };
  title: string;
  number: string;
  /** Number (with its label), issue date, order number and date, payment method. */
  facts: InvoiceField[];
  seller: InvoiceParty;
  /** The seller's website, printed under its name in the header ('' for none). */
  website: string;
  buyer: InvoiceParty;
  columns: InvoiceColumnHeadings;
  rows: InvoiceRow[];
  totals: InvoiceTotals;
  /** The customer's note, when the settings show notes and there is one. */
  note: { heading: string; text: string } | null;
  /** A closing line under the totals. */
  closing: string;
  footer: {
    /** Seller name, website, e-mail: printed joined on every page. */
    parts: string[];
    pageLabel: (page: number, pages: number) => string;
  };
}
