import type { OrderScope } from '@soul/domain/orders/stored-order';
import type { SavedCard } from '@soul/domain/payments/saved-card';
import type { DunningStep } from '@soul/domain/subscriptions/dunning';
import type { SubscriptionActor } from '@soul/domain/subscriptions/status';
import type { SubscriptionEvent } from '@soul/domain/subscriptions/subscription';
import type {
  ChangeResult,
  OpenRenewalCommand,
  OpenRenewalResult,
  RenewalRetry,
  SubscriptionChange,
  SubscriptionListQuery,
  SavedCardSummary,
  SubscriptionRepository,
  VersionedSubscription,
} from '@soul/domain/subscriptions/subscription-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { openRenewal } from './subscriptions/open-renewal.ts';
import { changeSubscription, endCancelled, markRetrying, recordRenewalDecline, undoChange } from './subscriptions/subscription-changes.ts';
import {
  dueReminders,
  dueRenewals,
  dueRetries,
  dueRetry,
  findSubscription,
  listSubscriptions,
  subscriptionEvents,
} from './subscriptions/stored-subscription.ts';

/**
 * Subscriptions (one module each under subscriptions/): reading them and
 * their timeline, renewing a period at most once (open-renewal.ts), the
 * dunning of a declined renewal, and the changes customers make.
 */
export class PgSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: Database) {}

  list(scope: OrderScope, query: SubscriptionListQuery): Promise<{ subscriptions: VersionedSubscription[]; total: number }> {
    return listSubscriptions(this.db, scope, query);
  }

  find(id: number): Promise<VersionedSubscription | null> {
    return findSubscription(this.db, id);
  }

  events(id: number): Promise<SubscriptionEvent[]> {
    return subscriptionEvents(this.db, id);
  }

  dueRenewals(now: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]> {
    return dueRenewals(this.db, now, limit);
  }

  dueReminders(until: Date, limit: number): Promise<{ subscriptionId: number; dueAt: Date }[]> {
    return dueReminders(this.db, until, limit);
  }

  dueRetry(renewalId: number, now: Date): Promise<RenewalRetry | null> {
    return dueRetry(this.db, renewalId, now);
  }

  dueRetries(now: Date, limit: number): Promise<RenewalRetry[]> {
    return dueRetries(this.db, now, limit);
  }

  openRenewal(command: OpenRenewalCommand): Promise<OpenRenewalResult> {
    return openRenewal(this.db, command);
  }

  recordRenewalDecline(
    renewalId: number,
    now: Date,
    decide: (declines: number, firstDeclineAt: Date) => DunningStep,
  ): Promise<DunningStep | null> {
    return recordRenewalDecline(this.db, renewalId, now, decide);
  }

  markRetrying(renewalId: number): Promise<void> {
    return markRetrying(this.db, renewalId);
  }

  change(
    id: number,
    version: number,
    who: { actor: SubscriptionActor; userId: number | null },
    now: Date,
    decide: (subscription: VersionedSubscription) => SubscriptionChange,
  ): Promise<ChangeResult> {
    return changeSubscription(this.db, id, version, who, now, decide);
  }

  undo(id: number, version: number, who: { actor: SubscriptionActor; userId: number | null }, now: Date): Promise<ChangeResult> {
    return undoChange(this.db, id, version, who, now);
  }

  async savedCards(userId: number): Promise<SavedCardSummary[]> {
    // One entry per card: a card charged again is saved again by each charge.
    const rows = (
      await this.db
        .execute(sql`SELECT DISTINCT ON (gateway, customer_ref, last4, exp_month, exp_year) id, gateway, brand, last4, exp_month, exp_year
        FROM payment_tokens WHERE user_id = ${userId} ORDER BY gateway, customer_ref, last4, exp_month, exp_year, id DESC`)
    ).rows as { id: number; gateway: string; brand: string; last4: string; exp_month: number; exp_year: number }[];
    return rows
      .map((r) => ({ id: r.id, gateway: r.gateway, brand: r.brand, last4: r.last4, expMonth: r.exp_month, expYear: r.exp_year }))
      .sort((a, b) => b.id - a.id);
  }

  async addCard(userId: number, gateway: string, card: SavedCard): Promise<number> {
    const rows = (
      await this.db.execute(sql`INSERT INTO payment_tokens (user_id, gateway, customer_ref, token, brand, last4, exp_month, exp_year)
        VALUES (${userId}, ${gateway}, ${card.customerRef}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear}) RETURNING id`)
    ).rows as { id: number }[];
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('payment token insert returned nothing');
    return id;
  }

  async runningWith(stockId: number): Promise<VersionedSubscription[]> {
    const rows = (
      await this.db.execute(sql`SELECT DISTINCT s.id FROM subscriptions s JOIN subscription_lines l ON l.subscription_id = s.id
        WHERE s.status IN ('active', 'on-hold', 'pending-cancel') AND (l.variation_id = ${stockId} OR (l.variation_id = 0 AND l.product_id = ${stockId}))
        ORDER BY s.id`)
    ).rows as { id: number }[];
    const found = await Promise.all(rows.map((r) => findSubscription(this.db, r.id)));
    return found.filter((s): s is VersionedSubscription => s !== null);
  }

  async isRenewalOrder(orderId: number): Promise<boolean> {
    const rows = (await this.db.execute(sql`SELECT 1 FROM subscription_renewals WHERE order_id = ${orderId} LIMIT 1`)).rows;
    return rows.length > 0;
  }

  async cardOf(tokenId: number): Promise<{ customerRef: string; token: string } | null> {
    const rows = (await this.db.execute(sql`SELECT customer_ref, token FROM payment_tokens WHERE id = ${tokenId}`)).rows as {
      customer_ref: string;
      token: string;
    }[];
    const row = rows[0];
    return row ? { customerRef: row.customer_ref, token: row.token } : null;
  }

  endCancelled(now: Date): Promise<number[]> {
    return endCancelled(this.db, now);
  }
}
