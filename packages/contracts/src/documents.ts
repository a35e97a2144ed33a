import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';
import { moneyStringSchema } from './money.ts';

/** The kinds of an account's documents (account §2 "Documents"): invoices and the credit notes that correct them. */
export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** Why a document was written: an invoice's issue, or a credit note for an order edit, a cancellation, a refund. */
export const DOCUMENT_REASONS = ['issue', 'edit', 'cancel', 'refund'] as const;

/** One row of GET /wp-json/soul/v1/documents. */
export const accountDocumentSchema = z.object({
  id: z.number().check(z.int()),
  kind: documentKindSchema,
  number: z.string(),
  /** Issue date and time, ISO 8601. */
  date: z.string(),
  order_id: z.number().check(z.int()),
  /** Gross, cents: positive for an invoice, negative for a credit note. */
  amount: moneyStringSchema,
  reason: z.enum(DOCUMENT_REASONS),
  /** A credit note's invoice number. */
  corrects: z.nullable(z.string()),
  /** The PDF (add ?download=1 to save it). */
  url: z.string(),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;
export const accountDocumentsSchema = z.array(accountDocumentSchema);

/** GET /wp-json/soul/v1/documents: paged like the other account lists (X-WP-Total, X-WP-TotalPages). */
export const documentListQuerySchema = z.object({
  /** One order's documents (its order page lists its credit notes). */
  order_id: z.optional(dbIdSchema),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
