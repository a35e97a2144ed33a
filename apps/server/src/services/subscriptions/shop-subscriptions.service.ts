import { problem } from '@soul/contracts';
import { subscriptionOptionPrice } from '@soul/domain/catalogue/plan-prices';
import { unitPrice } from '@soul/domain/products/product-prices';
import { setStatusByShop } from '@soul/domain/subscriptions/admin-actions';
import { changeRenewalDate } from '@soul/domain/subscriptions/customer-actions';
import { announcePrice } from '@soul/domain/subscriptions/price-change';
import type { SubscriptionRepository, VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { Visitor } from '../accounts/visitor.ts';
import type { CatalogueService } from '../catalogue.service.ts';
import type { Clock } from '../clock.ts';
import type { AccountSubscriptionService } from './account-subscriptions.service.ts';
import type { Answer } from './subscription-answer.ts';
import { isBackOfficeRole } from '@soul/domain/accounts/permissions';

/**
 * What only the shop does to subscriptions (the back office's routes,
 * administrators only): set a status (hold, release, end now) or a date,
 * and announce a new price to the subscriptions that have the product.
 * Reading and permission checks are the account service's.
 */
export class ShopSubscriptionService {
  constructor(
    private readonly account: AccountSubscriptionService,
    private readonly deps: { subscriptions: SubscriptionRepository; catalogue: CatalogueService; clock: Clock },
  ) {}

  /** The back office's change (administrators only; the route's guard says so): a status the shop sets, and/or a new renewal date. */
  async updateByShop(
    visitor: Visitor,
    id: unknown,
    update: { status?: 'active' | 'on-hold' | 'cancelled' | undefined; nextRenewalDate?: Date | undefined; version?: number | undefined },
  ): Promise<Answer<VersionedSubscription>> {
    if (!isBackOfficeRole(visitor.role)) return { ok: false, problem: problem('forbidden') };
    let current = await this.account.visible(visitor, id);
    if (!current.ok) return current;
    if (update.status !== undefined) {
      const status = update.status;
      current = await this.account.act(visitor, current.value.id, update.version, 'manage', (s) =>
        setStatusByShop(s, status, this.deps.clock.now()),
      );
      if (!current.ok) return current;
    }
    if (update.nextRenewalDate !== undefined) {
      const date = update.nextRenewalDate;
      current = await this.account.act(visitor, current.value.id, update.status !== undefined ? undefined : update.version, 'manage', (s) =>
        changeRenewalDate(s, date, this.deps.clock.now()),
      );
    }
    return current;
  }

  /**
   * Applies a product's current catalogue price to the running
   * subscriptions that have it (administrators only): each keeps its price
   * until the first renewal after `noticeDays`, and its customer is mailed
   * a notice now. How many subscriptions will change.
   */
  async announcePrice(visitor: Visitor, stockId: number, noticeDays: number): Promise<Answer<{ subscriptions: number; from: Date }>> {
    if (!isBackOfficeRole(visitor.role)) return { ok: false, problem: problem('forbidden') };
    const product = (await this.deps.catalogue.domainProducts([stockId], 'en')).get(stockId);
    if (!product || product.type === 'variable' || product.type === 'variable-subscription' || product.type === 'bundle') {
      return { ok: false, problem: problem('subscriptionProductNotEligible') };
    }
    const catalogue = unitPrice(product);
    const now = this.deps.clock.now();
    const from = new Date(now.getTime() + noticeDays * 24 * 60 * 60 * 1000);
    let changed = 0;
    for (const subscription of await this.deps.subscriptions.runningWith(stockId)) {
      const done = await this.deps.subscriptions.change(
        subscription.id,
        subscription.version,
        this.account.who(visitor, subscription),
        now,
        (s) => announcePrice(s, stockId, (discount) => subscriptionOptionPrice(catalogue, { jars: 1, discount_percent: discount }), from),
      );
      if (done.ok) changed++;
    }
    return { ok: true, value: { subscriptions: changed, from } };
  }
}
