import { parseDbId, problem } from '@soul/contracts';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import {
  addLine,
  cancel,
  changeCard,
  changeLine,
  changeRenewalDate,
  pause,
  reactivate,
  resume,
  skipNext,
} from '@soul/domain/subscriptions/customer-actions';
import { previewPause, previewSkip, type PlannedRenewal } from '@soul/domain/subscriptions/schedule-preview';
import { subscriptionAbilities } from '@soul/domain/subscriptions/subscription-access';
import type { SubscriptionActor } from '@soul/domain/subscriptions/status';
import type { SubscriptionEvent } from '@soul/domain/subscriptions/subscription';
import type {
  SavedCardSummary,
  SubscriptionChange,
  SubscriptionListQuery,
  SubscriptionRepository,
  VersionedSubscription,
} from '@soul/domain/subscriptions/subscription-port';
import { inScope } from '../accounts/order-access.ts';
import type { Visitor } from '../accounts/visitor.ts';
import type { CatalogueService } from '../catalogue.service.ts';
import type { Clock } from '../clock.ts';
import { UNDO_WINDOW_MS } from '@soul/domain/subscriptions/schedule-preview';
import type { RenewalService } from './renewal.service.ts';
import { productOffer, type ProductOffer } from './product-offer.ts';
import { refusal, type Answer } from './subscription-answer.ts';

export type { Answer };
import type { Gateways } from '../payments/refund-runner.ts';
import type { CardDetails } from '../payments/gateway.ts';
import { randomUUID } from 'node:crypto';
import { isBackOfficeRole } from '@soul/domain/accounts/permissions';

/** What the reader may do with a subscription now (see subscriptionAbilities for who may act at all). */
export interface SubscriptionReaderAbilities {
  changeDate: boolean;
  renewNow: boolean;
  skip: boolean;
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  reactivate: boolean;
  changePaymentMethod: boolean;
  editItems: boolean;
  undoUntil: Date | null;
}

/**
 * The account area's subscriptions (account §2, §4, §7): whose a visitor may
 * see (their own; a director their company's; administrators all), one by
 * id (unknown and foreign ids are the same 404), and every change a
 * customer makes, decided on the server under the subscription's row lock.
 */
export class AccountSubscriptionService {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionRepository;
      orders: Pick<OrderRepository, 'companyMemberIds'>;
      renewals: RenewalService;
      catalogue: CatalogueService;
      clock: Clock;
      /** Card gateways, to save a new card for renewals (never inside a transaction). */
      gateways: Gateways;
    },
  ) {}

  async scope(visitor: Visitor): Promise<Answer<OrderScope>> {
    if (!visitor.userId) return { ok: false, problem: problem('notLoggedIn') };
    if (isBackOfficeRole(visitor.role)) return { ok: true, value: { kind: 'all' } };
    if (visitor.role === 'director')
      return { ok: true, value: { kind: 'users', userIds: await this.deps.orders.companyMemberIds(visitor.userId) } };
    return { ok: true, value: { kind: 'users', userIds: [visitor.userId] } };
  }

  async list(visitor: Visitor, query: SubscriptionListQuery): Promise<Answer<{ subscriptions: VersionedSubscription[]; total: number }>> {
    const scope = await this.scope(visitor);
    if (!scope.ok) return scope;
    return { ok: true, value: await this.deps.subscriptions.list(scope.value, query) };
  }

  /** The subscription with this id (as the client sent it) if the visitor may see it. */
  async visible(visitor: Visitor, id: unknown): Promise<Answer<VersionedSubscription>> {
    const scope = await this.scope(visitor);
    if (!scope.ok) return scope;
    const number = parseDbId(id);
    const subscription = number === null ? null : await this.deps.subscriptions.find(number);
    if (!subscription || !inScope(scope.value, subscription.userId)) return { ok: false, problem: problem('subscriptionNotFound') };
    return { ok: true, value: subscription };
  }

  events(subscription: VersionedSubscription): Promise<SubscriptionEvent[]> {
    return this.deps.subscriptions.events(subscription.id);
  }

  /**
   * `timeline` (newest first) tells whether the last change can still be
   * undone; a list passes null (it offers no undo), so it reads no timelines.
   */
  abilities(
    visitor: Visitor,
    subscription: VersionedSubscription,
    timeline: readonly SubscriptionEvent[] | null,
  ): SubscriptionReaderAbilities {
    const may = subscriptionAbilities(visitor.role, visitor.permissions);
    const now = this.deps.clock.now();
    const { status } = subscription;
    const active = status === 'active';
    const paused = status === 'on-hold' && subscription.holdReason === 'paused';
    const changeable = active || status === 'on-hold';
    const last = may.manage ? timeline?.[0] : undefined;
    const undoUntil =
      last && (last.kind === 'skipped' || last.kind === 'paused') ? new Date(last.createdAt.getTime() + UNDO_WINDOW_MS) : null;
    return {
      changeDate: may.manage && active,
      renewNow: may.manage && active,
      skip: may.manage && active,
      pause: may.manage && active,
      resume: may.manage && paused,
      cancel: may.manage && (changeable || status === 'pending'),
      reactivate: may.manage && status === 'pending-cancel' && subscription.endsAt !== null && subscription.endsAt > now,
      changePaymentMethod: may.manage && (changeable || status === 'pending-cancel'),
      editItems: may.editItems && changeable,
      undoUntil: undoUntil && undoUntil > now ? undoUntil : null,
    };
  }

  /** The renewals that would follow a skip or a pause, before the customer confirms it. */
  preview(
    subscription: VersionedSubscription,
    action: 'skip' | 'pause',
    months: number,
  ): Answer<{ next: Date; renewals: PlannedRenewal[] }> {
    if (subscription.status !== 'active' || !subscription.nextRenewalAt) return { ok: false, problem: problem('subscriptionNotActive') };
    if (action === 'skip') {
      const skip = previewSkip(subscription, subscription.nextRenewalAt);
      return { ok: true, value: { next: skip.nextRenewalAt, renewals: skip.renewals } };
    }
    const paused = previewPause(subscription, subscription.nextRenewalAt, months);
    return { ok: true, value: { next: paused.resumesAt, renewals: paused.renewals } };
  }

  changeDate(visitor: Visitor, id: unknown, version: number | undefined, date: Date) {
    return this.act(visitor, id, version, 'manage', (s) => changeRenewalDate(s, date, this.deps.clock.now()));
  }

  skip(visitor: Visitor, id: unknown, version: number | undefined) {
    return this.act(visitor, id, version, 'manage', (s) => skipNext(s));
  }

  pause(visitor: Visitor, id: unknown, version: number | undefined, months: number) {
    return this.act(visitor, id, version, 'manage', (s) => pause(s, months));
  }

  resume(visitor: Visitor, id: unknown, version: number | undefined) {
    return this.act(visitor, id, version, 'manage', (s) => resume(s, this.deps.clock.now()));
  }

  cancel(visitor: Visitor, id: unknown, version: number | undefined) {
    return this.act(visitor, id, version, 'manage', (s) => cancel(s, this.deps.clock.now()));
  }

  reactivate(visitor: Visitor, id: unknown, version: number | undefined) {
    return this.act(visitor, id, version, 'manage', (s) => reactivate(s, this.deps.clock.now()));
  }

  changeLine(visitor: Visitor, id: unknown, version: number | undefined, lineId: number, quantity: number) {
    return this.act(visitor, id, version, 'editItems', (s) => changeLine(s, lineId, quantity));
  }

  /** Adds a subscription product (or a variation of one) at its price with this subscription's plan discount. */
  async addProduct(visitor: Visitor, id: unknown, version: number | undefined, productId: number, quantity: number) {
    const found = await this.visible(visitor, id);
    if (!found.ok) return found;
    const offer = await productOffer(this.deps.catalogue, found.value, productId);
    if (!offer.ok) return offer;
    const { regularPrice: _regular, ...line } = offer.value;
    return this.act(visitor, found.value.id, version, 'editItems', (s) => addLine(s, line, quantity));
  }

  /** What a product would cost in this subscription (shown before adding it). */
  productOffer(subscription: VersionedSubscription, productId: number): Promise<Answer<ProductOffer>> {
    return productOffer(this.deps.catalogue, subscription, productId);
  }

  async savedCards(visitor: Visitor, subscription: VersionedSubscription): Promise<SavedCardSummary[]> {
    return subscription.userId ? this.deps.subscriptions.savedCards(subscription.userId) : [];
  }

  async changeCard(visitor: Visitor, id: unknown, version: number | undefined, tokenId: number) {
    const found = await this.visible(visitor, id);
    if (!found.ok) return found;
    const card = (await this.savedCards(visitor, found.value)).find((c) => c.id === tokenId);
    if (!card) return { ok: false as const, problem: problem('subscriptionCardNotFound') };
    return this.act(visitor, found.value.id, version, 'manage', (s) => changeCard(s, card));
  }

  /**
   * A new card for the subscription's renewals (account §7 add-payment-method):
   * saved with its gateway (no money taken; a card that always declines is
   * refused), kept on the customer's account, and the subscription moved to it.
   */
  async addCard(
    visitor: Visitor,
    id: unknown,
    version: number | undefined,
    source: { kind: 'card'; card: CardDetails } | { kind: 'payment_method'; paymentMethodId: string },
  ): Promise<Answer<VersionedSubscription>> {
    const found = await this.allowed(visitor, id, 'manage');
    if (!found.ok) return found;
    const subscription = found.value;
    if (!subscription.userId) return { ok: false, problem: problem('subscriptionNotChangeable') };
    const method = source.kind === 'card' ? 'soul_test_card' : 'stripe';
    const gateway = this.deps.gateways[method];
    if (!gateway) return { ok: false, problem: problem('checkoutPaymentMethodDisabled') };
    const email = subscription.billingEmail;
    const saved = await gateway.saveCard({
      source:
        source.kind === 'card'
          ? { kind: 'card', card: source.card, email }
          : { kind: 'payment_method', paymentMethodId: source.paymentMethodId, email },
      idempotencyKey: `save-card-${subscription.id}-${randomUUID()}`,
    });
    if (!saved.ok) return { ok: false, problem: problem('subscriptionCardDeclined') };
    const tokenId = await this.deps.subscriptions.addCard(subscription.userId, method, saved.card);
    const card = { id: tokenId, gateway: method, last4: saved.card.last4 };
    return this.act(visitor, subscription.id, version, 'manage', (s) => changeCard(s, card));
  }

  async undo(visitor: Visitor, id: unknown, version: number | undefined): Promise<Answer<VersionedSubscription>> {
    const found = await this.allowed(visitor, id, 'manage');
    if (!found.ok) return found;
    const done = await this.deps.subscriptions.undo(
      found.value.id,
      version ?? found.value.version,
      this.who(visitor, found.value),
      this.deps.clock.now(),
    );
    return done.ok ? { ok: true, value: done.subscription } : { ok: false, problem: refusal(done.reason) };
  }

  /** Renews now: the next period is ordered and charged at once; the date after it follows as usual. */
  async renewNow(visitor: Visitor, id: unknown, version: number | undefined): Promise<Answer<VersionedSubscription>> {
    const found = await this.allowed(visitor, id, 'manage');
    if (!found.ok) return found;
    const subscription = found.value;
    if (version !== undefined && version !== subscription.version) return { ok: false, problem: problem('subscriptionChanged') };
    if (subscription.status !== 'active' || !subscription.nextRenewalAt) return { ok: false, problem: problem('subscriptionNotActive') };
    const outcome = await this.deps.renewals.renew(subscription.id, subscription.nextRenewalAt, this.who(visitor, subscription));
    if (outcome.kind === 'declined') return { ok: false, problem: problem('subscriptionRenewalDeclined') };
    if (outcome.kind === 'waiting_for_stock')
      return { ok: false, problem: problem('subscriptionRenewalOutOfStock', { name: outcome.product }) };
    if (outcome.kind === 'skipped') return { ok: false, problem: problem('subscriptionChanged') };
    const renewed = await this.deps.subscriptions.find(subscription.id);
    return renewed ? { ok: true, value: renewed } : { ok: false, problem: problem('subscriptionNotFound') };
  }

  private async allowed(visitor: Visitor, id: unknown, need: 'manage' | 'editItems'): Promise<Answer<VersionedSubscription>> {
    const found = await this.visible(visitor, id);
    if (!found.ok) return found;
    if (!subscriptionAbilities(visitor.role, visitor.permissions)[need]) return { ok: false, problem: problem('forbidden') };
    return found;
  }

  /**
   * A change by this reader, decided under the row lock by `decide` from the
   * subscription as it is, if the reader may see it and has `need`.
   */
  async act(
    visitor: Visitor,
    id: unknown,
    version: number | undefined,
    need: 'manage' | 'editItems',
    decide: (subscription: VersionedSubscription) => SubscriptionChange,
  ): Promise<Answer<VersionedSubscription>> {
    const found = await this.allowed(visitor, id, need);
    if (!found.ok) return found;
    const done = await this.deps.subscriptions.change(
      found.value.id,
      version ?? found.value.version,
      this.who(visitor, found.value),
      this.deps.clock.now(),
      decide,
    );
    return done.ok ? { ok: true, value: done.subscription } : { ok: false, problem: refusal(done.reason) };
  }

  /** Who is acting, for the timeline: the shop, the company's director for a staff member's subscription, or the customer. */
  who(visitor: Visitor, subscription: VersionedSubscription): { actor: SubscriptionActor; userId: number } {
    const actor: SubscriptionActor = isBackOfficeRole(visitor.role)
      ? 'administrator'
      : visitor.role === 'director' && subscription.userId !== visitor.userId
        ? 'director'
        : 'customer';
    return { actor, userId: visitor.userId };
  }
}
