import type { GroupPricing } from '@soul/domain/vendors/group-pricing';
import { priceGroupOf, type Visitor } from '../accounts/visitor.ts';
import type { VendorService } from './vendor.service.ts';

/**
 * The group terms a catalogue answer for this visitor is made at: an
 * approved vendor's group, else none (and no query: guests and customers
 * keep the shared cached answers).
 */
export async function visitorGroupPricing(
  vendors: Pick<VendorService, 'groupPricing'> | undefined,
  visitor: Visitor,
): Promise<GroupPricing | null> {
  if (!vendors) return null;
  const groupId = priceGroupOf(visitor);
  return groupId ? vendors.groupPricing(groupId) : null;
}
