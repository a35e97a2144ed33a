import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { message, problem, type Problem } from '@soul/contracts';
import type { CustomerGroupInput } from '@soul/contracts/vendor-requests';
import type { GroupPricing } from '@soul/domain/vendors/group-pricing';
import { decide, type StoredVendor, type VendorCompany, type VendorDecision } from '@soul/domain/vendors/vendor';
import type { CustomerGroup, VendorListQuery, VendorRepository } from '@soul/domain/vendors/vendor-port';
import type { Answer } from '../answer.ts';
import { vendorDecisionMail, type VendorMailKind } from '../mail/vendor-mail.ts';
import { checkApplication } from './vendor-application.ts';

const MAIL_OF: Record<VendorDecision, VendorMailKind> = { approve: 'approved', reject: 'rejected', lock: 'locked', unlock: 'unlocked' };

/** The signed-in user's own vendor standing (their account screen). */
export interface MyVendorStanding {
  vendor: StoredVendor | null;
  /** Only a customer account may apply (a director, staff or administrator buys otherwise). */
  canApply: boolean;
  group: CustomerGroup | null;
}

/**
 * Vendors — wholesale buyers (issue 20; account §1, §2, §4, §7, §8): a
 * customer applies with their company; administrators approve into a
 * group, reject, lock, unlock or delete. Each decision mails the vendor in
 * their language, queued in the transaction that makes it. Groups carry the
 * terms the cart applies (CartService asks `groupPricing`).
 */
export class VendorService {
  constructor(
    private readonly deps: {
      vendors: VendorRepository;
      /** The public site, for the link in the mails. */
      siteUrl: string;
    },
  ) {}

  async mine(userId: number, role: string | null): Promise<MyVendorStanding> {
    const vendor = await this.deps.vendors.find(userId);
    const group = vendor?.groupId ? await this.deps.vendors.group(vendor.groupId) : null;
    return { vendor, canApply: role === 'customer' && vendor === null, group: vendor?.status === 'approved' ? group : null };
  }

  async apply(userId: number, form: Record<keyof VendorCompany, string | undefined>): Promise<Answer<StoredVendor>> {
    const checked = checkApplication(form);
    if (!checked.ok) return checked;
    if (!(await this.deps.vendors.apply(userId, checked.value))) return { ok: false, problem: problem('vendorApplyRefused') };
    return this.found(userId);
  }

  list(query: VendorListQuery): Promise<{ rows: StoredVendor[]; total: number }> {
    return this.deps.vendors.list(query);
  }

  async byId(userId: number): Promise<Answer<StoredVendor>> {
    return this.found(userId);
  }

  /** Approves a vendor into a group (or moves an approved vendor to another). */
  approve(userId: number, groupId: number, actor: AdminActor): Promise<Answer<StoredVendor>> {
    return this.decideFor(userId, 'approve', actor, groupId);
  }

  reject(userId: number, actor: AdminActor): Promise<Answer<StoredVendor>> {
    return this.decideFor(userId, 'reject', actor);
  }

  lock(userId: number, actor: AdminActor): Promise<Answer<StoredVendor>> {
    return this.decideFor(userId, 'lock', actor);
  }

  unlock(userId: number, actor: AdminActor): Promise<Answer<StoredVendor>> {
    return this.decideFor(userId, 'unlock', actor);
  }

  /** Deletes the vendor's account (orders and invoices stay); answers the vendor as they were. */
  async delete(userId: number, actor: AdminActor): Promise<Answer<StoredVendor>> {
    const vendor = await this.deps.vendors.find(userId);
    if (!vendor) return { ok: false, problem: problem('vendorNotFound') };
    const mail = await vendorDecisionMail(vendor, 'deleted', this.deps.siteUrl);
    if (!(await this.deps.vendors.delete(userId, mail, actor))) return { ok: false, problem: problem('vendorNotFound') };
    return { ok: true, value: vendor };
  }

  /** A group's terms for pricing (CartService, product answers for a vendor). */
  groupPricing(groupId: number): Promise<GroupPricing | null> {
    return this.deps.vendors.groupPricing(groupId);
  }

  groups(): Promise<CustomerGroup[]> {
    return this.deps.vendors.groups();
  }

  async group(id: number): Promise<Answer<CustomerGroup>> {
    const group = await this.deps.vendors.group(id);
    return group ? { ok: true, value: group } : { ok: false, problem: problem('customerGroupNotFound') };
  }

  async createGroup(input: CustomerGroupInput, actor: AdminActor): Promise<Answer<CustomerGroup>> {
    return { ok: true, value: await this.deps.vendors.createGroup(groupOf(input), actor) };
  }

  async updateGroup(id: number, input: CustomerGroupInput, actor: AdminActor): Promise<Answer<CustomerGroup>> {
    const updated = await this.deps.vendors.updateGroup({ id, ...groupOf(input) }, actor);
    return updated ? { ok: true, value: updated } : { ok: false, problem: problem('customerGroupNotFound') };
  }

  async deleteGroup(id: number, actor: AdminActor): Promise<Answer<CustomerGroup>> {
    const deleted = await this.deps.vendors.deleteGroup(id, actor);
    return deleted ? { ok: true, value: deleted } : { ok: false, problem: problem('customerGroupNotFound') };
  }

  private async decideFor(userId: number, decision: VendorDecision, actor: AdminActor, groupId?: number): Promise<Answer<StoredVendor>> {
    const vendor = await this.deps.vendors.find(userId);
    if (!vendor) return { ok: false, problem: problem('vendorNotFound') };
    const to = decide(vendor.status, decision);
    if (!to) return { ok: false, problem: transitionProblem(vendor) };
    let groupName = vendor.groupName ?? '';
    if (groupId !== undefined) {
      const group = await this.deps.vendors.group(groupId);
      if (!group) return { ok: false, problem: problem('customerGroupNotFound') };
      groupName = group.name;
    }
    const mail = await vendorDecisionMail(vendor, MAIL_OF[decision], this.deps.siteUrl, groupName);
    const moved = await this.deps.vendors.decide(
      userId,
      { from: vendor.status, to, ...(groupId !== undefined ? { groupId } : {}) },
      mail,
      actor,
    );
    // Someone else decided between the read and the write: say what it is now.
    if (!moved) {
      const now = await this.deps.vendors.find(userId);
      return { ok: false, problem: now ? transitionProblem(now) : problem('vendorNotFound') };
    }
    return this.found(userId);
  }

  private async found(userId: number): Promise<Answer<StoredVendor>> {
    const vendor = await this.deps.vendors.find(userId);
    return vendor ? { ok: true, value: vendor } : { ok: false, problem: problem('vendorNotFound') };
  }
}

function transitionProblem(vendor: StoredVendor): Problem {
  return problem('vendorInvalidTransition', { status: message(`vendors.status.${vendor.status}`) });
}

function groupOf(input: CustomerGroupInput): Omit<CustomerGroup, 'id'> {
  return {
    name: input.name,
    discountPercent: input.discount_percent,
    prices: input.prices.map((p) => ({ productId: p.product_id, priceCents: p.price })),
  };
}
