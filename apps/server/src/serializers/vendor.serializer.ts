import type { CustomerGroupWire, MyVendor, Vendor } from '@soul/contracts';
import type { StoredVendor } from '@soul/domain/vendors/vendor';
import type { CustomerGroup } from '@soul/domain/vendors/vendor-port';
import type { MyVendorStanding } from '../services/vendors/vendor.service.ts';

/** A vendor on the wire (account §3 "Vendor: identified by userId"). */
export function serializeVendor(v: StoredVendor): Vendor {
  return {
    userId: v.userId,
    email: v.email,
    first_name: v.firstName,
    last_name: v.lastName,
    company_name: v.companyName,
    company_code: v.companyCode,
    vat_code: v.vatCode,
    address: v.address,
    status: v.status,
    group: v.groupId !== null ? { id: v.groupId, name: v.groupName ?? '' } : null,
    language: v.language,
    applied_at: v.appliedAt.toISOString(),
    decided_at: v.decidedAt ? v.decidedAt.toISOString() : null,
  };
}

/** A customer group, prices as strings of minor units (the shop's money convention). */
export function serializeCustomerGroup(g: CustomerGroup): CustomerGroupWire {
  return {
    id: g.id,
    name: g.name,
    discount_percent: g.discountPercent,
    prices: g.prices.map((p) => ({ product_id: p.productId, price: String(p.priceCents) })),
  };
}

/** The signed-in user's own standing: their application and, once approved, their group's terms. */
export function serializeMyVendor(standing: MyVendorStanding): MyVendor {
  const v = standing.vendor;
  return {
    status: v?.status ?? null,
    can_apply: standing.canApply,
    company_name: v?.companyName ?? '',
    company_code: v?.companyCode ?? '',
    vat_code: v?.vatCode ?? '',
    address: v?.address ?? '',
    group: standing.group ? { name: standing.group.name, discount_percent: standing.group.discountPercent } : null,
  };
}
