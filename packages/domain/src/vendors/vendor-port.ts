import type { AdminActor } from '../audit/admin-audit.ts';
import type { GroupPricing } from './group-pricing.ts';
import type { StoredVendor, VendorCompany, VendorStatus } from './vendor.ts';

export interface CustomerGroup {
  id: number;
  name: string;
  discountPercent: number;
  /** The price list: product or variation id → cents incl. VAT. */
  prices: { productId: number; priceCents: number }[];
}

export interface VendorListQuery {
  page: number;
  perPage: number;
  status: VendorStatus | null;
  search: string | null;
  order: 'asc' | 'desc';
  orderby: 'date' | 'name' | 'email' | 'company';
}

/** A mail to queue with a change, in the same transaction (the job table's payload). */
export type QueuedMail = object;

/** What the vendor services need from storage; packages/db implements it. */
export interface VendorRepository {
  /** Turns a customer into a pending vendor with their company; false when the user is not a customer (or already applied). */
  apply(userId: number, company: VendorCompany): Promise<boolean>;
  find(userId: number): Promise<StoredVendor | null>;
  list(query: VendorListQuery): Promise<{ rows: StoredVendor[]; total: number }>;
  /**
   * Moves a vendor from `from` to `to` (and into `groupId` when given), and
   * queues `mail`, in one transaction; false when the vendor is no longer in
   * `from` (someone decided meanwhile).
   */
  decide(
    userId: number,
    change: { from: VendorStatus; to: VendorStatus; groupId?: number },
    mail: QueuedMail,
    actor: AdminActor,
  ): Promise<boolean>;
  /** Deletes the vendor's account (their orders stay, as guests'), queueing `mail`; false when there is no such vendor. */
  delete(userId: number, mail: QueuedMail, actor: AdminActor): Promise<boolean>;
  /** The terms of a group, or null when it does not exist. */
  groupPricing(groupId: number): Promise<GroupPricing | null>;
  groups(): Promise<CustomerGroup[]>;
  group(id: number): Promise<CustomerGroup | null>;
  createGroup(group: Omit<CustomerGroup, 'id'>, actor: AdminActor): Promise<CustomerGroup>;
  updateGroup(group: CustomerGroup, actor: AdminActor): Promise<CustomerGroup | null>;
  deleteGroup(id: number, actor: AdminActor): Promise<CustomerGroup | null>;
}
