import { z } from 'zod/mini';

/**
 * The back office's product files (account §2 "Digital purchases"): server-only
 * request shapes, imported by path (the browser never sends them).
 */
const limit = z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
const days = z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(3650)));

/** PUT soul/v1/admin/product-downloads/{id}: the whole editable shape (the file itself is replaced by a new upload). */
export const adminProductDownloadUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  download_limit: limit,
  access_days: days,
  position: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(1000)), 0),
});
export type AdminProductDownloadUpdate = z.infer<typeof adminProductDownloadUpdateSchema>;

/** POST soul/v1/admin/product-downloads (multipart): these fields, as text, and the `file` part. */
export const adminProductDownloadCreateFieldsSchema = z.object({
  product_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** '' or absent: no limit. */
  download_limit: z.optional(z.string().check(z.regex(/^(?:|\d{1,5})$/))),
  /** '' or absent: for good. */
  access_days: z.optional(z.string().check(z.regex(/^(?:|\d{1,4})$/))),
});

/** GET soul/v1/admin/product-downloads (the admin convention: paging, sort, search by name, filter by product). */
export const adminProductDownloadQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  product: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  orderby: z._default(z.enum(['id', 'product_id', 'name']), 'id'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminProductDownloadQuery = z.infer<typeof adminProductDownloadQuerySchema>;
