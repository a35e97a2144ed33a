import { z } from 'zod/mini';
import { intLike, perPageSchema } from './product-query.ts';

/**
 * Request shapes of the back office's foundation (issue 21): the audit log
 * and the customers and companies admin API. Only the server parses these.
 */

const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);
const perPage = z._default(perPageSchema, 20);
const order = z._default(z.enum(['asc', 'desc']), 'desc');
const id = z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)));
const lang = z.optional(z.string().check(z.maxLength(10)));

/** GET soul/v1/admin/audit: newest first; filters by actor, entity, action and a date window [after, before). */
export const adminAuditQuerySchema = z.object({
  page,
  per_page: perPage,
  order,
  actor: z.optional(id),
  entity_type: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  entity_id: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  action: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  after: z.optional(z.iso.datetime({ offset: true })),
  before: z.optional(z.iso.datetime({ offset: true })),
  lang,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const ADMIN_CUSTOMER_ROLES = ['customer', 'director', 'staff', 'vendor', 'shop_manager', 'administrator'] as const;

/** GET soul/v1/admin/customers: search in names and e-mail; role and company filters. */
export const adminCustomerQuerySchema = z.object({
  page,
  per_page: perPage,
  orderby: z._default(z.enum(['registered', 'id', 'email', 'name', 'orders', 'spent']), 'registered'),
  order,
  search: z.optional(z.string().check(z.maxLength(100))),
  role: z.optional(z.enum(ADMIN_CUSTOMER_ROLES)),
  company: z.optional(id),
  lang,
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

const name = z.string().check(z.trim(), z.maxLength(100));

/**
 * PUT soul/v1/admin/customers/{id}: the whole editable shape. `role` may
 * differ from the stored one only when an administrator sends it; a
 * password is never part of it (the customer sets it through a link).
 */
export const adminCustomerInputSchema = z.object({
  first_name: name,
  last_name: name,
  phone: z.string().check(z.trim(), z.maxLength(40)),
  company_id: z.nullable(id),
  role: z.enum(ADMIN_CUSTOMER_ROLES),
});
export type AdminCustomerInput = z.infer<typeof adminCustomerInputSchema>;

/** GET soul/v1/admin/companies: search in the company's name and code. */
export const adminCompanyQuerySchema = z.object({
  page,
  per_page: perPage,
  orderby: z._default(z.enum(['name', 'id']), 'name'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  search: z.optional(z.string().check(z.maxLength(100))),
  lang,
});
export type AdminCompanyQuery = z.infer<typeof adminCompanyQuerySchema>;
