import { z } from 'zod/mini';

/** Vendors — wholesale buyers (account §1, §2 "Vendor management", §4, §7 `GET soul/v1/vendors`). */
export const VENDOR_STATUSES = ['pending', 'approved', 'rejected', 'locked'] as const;
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);
export type VendorStatusWire = z.infer<typeof vendorStatusSchema>;

/** The application form's limits (the browser checks them before sending; the server again). */
export const VENDOR_FIELD_LIMITS = { companyName: 120, companyCode: 40, vatCode: 40, address: 300 } as const;

/** A vendor as the administrator's list shows them (account §3 "Vendor: identified by userId"). */
export const vendorSchema = z.object({
  userId: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  company_code: z.string(),
  vat_code: z.string(),
  address: z.string(),
  status: vendorStatusSchema,
  group: z.nullable(z.object({ id: z.number(), name: z.string() })),
  language: z.string(),
  applied_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorListSchema = z.array(vendorSchema);

/** A customer group and its terms: a discount percent and a price list (prices in minor units, VAT included). */
export const customerGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  discount_percent: z.number(),
  prices: z.array(z.object({ product_id: z.number(), price: z.string() })),
});
export type CustomerGroupWire = z.infer<typeof customerGroupSchema>;
export const customerGroupListSchema = z.array(customerGroupSchema);

/**
 * The signed-in user's own vendor standing (GET soul/v1/vendor-application):
 * null status when they have not applied (a customer may apply).
 */
export const myVendorSchema = z.object({
  status: z.nullable(vendorStatusSchema),
  can_apply: z.boolean(),
  company_name: z.string(),
  company_code: z.string(),
  vat_code: z.string(),
  address: z.string(),
  group: z.nullable(z.object({ name: z.string(), discount_percent: z.number() })),
});
export type MyVendor = z.infer<typeof myVendorSchema>;

/** POST soul/v1/vendor-application: the vendor's company (account §1, issue 20). */
export const vendorApplicationSchema = z.object({
  company_name: z.string(),
  company_code: z.string(),
  vat_code: z.optional(z.string()),
  address: z.string(),
});
export type VendorApplication = z.infer<typeof vendorApplicationSchema>;

/** The admin-ajax approve action's answer, as the spec's client reads it ('success', else 'Something went wrong'). */
export const vendorAjaxAnswerSchema = z.object({ success: z.boolean(), data: z.unknown() });
