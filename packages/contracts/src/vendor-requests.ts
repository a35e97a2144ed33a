import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { intLike } from './product-query.ts';
import { VENDOR_STATUSES } from './vendors.ts';

/** Vendor and customer-group requests only the server parses (imported by path, not from the index). */

const id = z.pipe(
  intLike,
  z.number().check(z.int(), z.minimum(1, 'must be an id'), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)),
);
const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);

/** POST soul/v1/deletevendor, lockvendor, unlockvendor (account §7): `{userId}`. */
export const vendorIdBodySchema = z.object({ userId: id });

/** admin-ajax b2bwhsapproveuser (account §7): `{chosen_group, user}`. */
export const approveVendorFieldsSchema = z.object({ chosen_group: id, user: id });
/** admin-ajax b2bwhsrejectuser: the user's id (`user`, or the multi-account form's camelCased `userId`). */
export const rejectVendorFieldsSchema = z.union([z.object({ user: id }), z.object({ userId: id })]);

export const ADMIN_VENDOR_SORTS = ['date', 'name', 'email', 'company'] as const;

/** GET soul/v1/vendors and soul/v1/admin/vendors: the admin list convention plus a status filter. */
export const adminVendorQuerySchema = z.object({
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    20,
  ),
  orderby: z._default(z.enum(ADMIN_VENDOR_SORTS), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  search: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(VENDOR_STATUSES)),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminVendorQuery = z.infer<typeof adminVendorQuerySchema>;

/** PUT soul/v1/admin/vendors/{id}: the status to move to, and the group when approving. */
export const adminVendorUpdateSchema = z.object({ status: z.enum(VENDOR_STATUSES), group: z.optional(id) });

/** POST / PUT soul/v1/admin/customer-groups: name, discount percent and price list (minor units). */
export const customerGroupInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(80, 'name must be at most 80 characters')),
  discount_percent: z._default(z.number().check(z.int(), z.minimum(0, 'must be 0 to 100'), z.maximum(100, 'must be 0 to 100')), 0),
  prices: z._default(
    z
      .array(
        z.object({
          product_id: id,
          price: z.pipe(intLike, z.number().check(z.int(), z.minimum(0, 'must be 0 or more'), z.maximum(100_000_000))),
        }),
      )
      .check(z.maxLength(5000)),
    [],
  ),
});
export type CustomerGroupInput = z.infer<typeof customerGroupInputSchema>;
