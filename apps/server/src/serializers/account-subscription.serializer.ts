import type { AccountSubscription, Language } from '@soul/contracts';
import { formatDate, formatMoney, localeOf } from '@soul/i18n';
import { plannedRenewals, renewalAmount, PREVIEW_RENEWALS, type PlannedRenewal } from '@soul/domain/subscriptions/schedule-preview';
import type { SubscriptionEvent } from '@soul/domain/subscriptions/subscription';
import type { VersionedSubscription, SavedCardSummary } from '@soul/domain/subscriptions/subscription-port';
import { paymentMethodTitle, type Translate } from '../i18n.ts';
import type { SubscriptionReaderAbilities } from '../services/subscriptions/account-subscriptions.service.ts';

const cents = (value: number) => String(value);

/** A renewal's amounts, strings of cents like every amount in the account answers. */
export const serializeRenewalAmount = (amount: Omit<PlannedRenewal, 'date'>) => ({
  goods: cents(amount.goods),
  shipping: cents(amount.shipping),
  total: cents(amount.total),
});

export const serializePlannedRenewal = (renewal: PlannedRenewal) => ({
  date: renewal.date.toISOString(),
  ...serializeRenewalAmount(renewal),
});

/** A timeline entry as a sentence in the reader's language: dates and amounts written their way, who did it in brackets. */
export function eventText(event: SubscriptionEvent, t: Translate, language: Language): string {
  const locale = localeOf(language);
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(event.detail)) {
    if (value === null) continue;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) params[key] = formatDate(value, locale);
    else if (key === 'amount' || key === 'price' || key.endsWith('_price')) params[key] = formatMoney(Number(value), locale);
    else params[key] = value;
  }
  const text = t(`subscriptions.events.${event.kind}`, params);
  return event.actor === 'system' ? text : t('subscriptions.events.by', { text, actor: t(`subscriptions.actor.${event.actor}`) });
}

/** A subscription as the account area reads it (account §3 "Subscription"), in the reader's language. */
export function serializeAccountSubscription(
  subscription: VersionedSubscription,
  abilities: SubscriptionReaderAbilities,
  reader: { t: Translate; language: Language },
  events?: SubscriptionEvent[],
): AccountSubscription {
  const { t, language } = reader;
  const amount = renewalAmount(subscription, subscription.nextRenewalAt);
  const a = subscription.shippingAddress;
  const method = subscription.shippingRateId.startsWith('courier') ? 'courier' : 'parcel_locker';
  return {
    id: subscription.id,
    status: subscription.status,
    status_label: t(`subscriptions.status.${subscription.status}`),
    hold_reason: subscription.holdReason,
    billing_interval: subscription.interval,
    billing_period: 'month',
    next_renewal_date: subscription.nextRenewalAt?.toISOString() ?? null,
    end_date: subscription.endsAt?.toISOString() ?? null,
    created_at: subscription.createdAt.toISOString(),
    currency: 'EUR',
    lines: subscription.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      variation_id: line.variationId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      price: cents(line.unitPrice),
      total: cents(line.unitPrice * line.quantity),
      next_price: line.nextUnitPrice === null ? null : cents(line.nextUnitPrice),
      next_price_from: line.nextPriceFrom?.toISOString() ?? null,
    })),
    renewal: serializeRenewalAmount(amount),
    upcoming: subscription.nextRenewalAt
      ? plannedRenewals(subscription, subscription.nextRenewalAt).slice(0, PREVIEW_RENEWALS).map(serializePlannedRenewal)
      : [],
    payment_method: {
      id: subscription.paymentMethod,
      title: paymentMethodTitle(subscription.paymentMethod, t),
      card: subscription.card
        ? {
            brand: subscription.card.brand,
            last4: subscription.card.last4,
            exp_month: subscription.card.expMonth,
            exp_year: subscription.card.expYear,
          }
        : null,
    },
    shipping_address: {
      first_name: a.first_name,
      last_name: a.last_name,
      address_1: a.address_1,
      city: a.city,
      postcode: a.postcode,
      country: a.country,
    },
    shipping_method: t(`checkout:shipping.${method}`),
    customer: { id: subscription.userId, email: subscription.billingEmail },
    parent_order_id: subscription.parentOrderId,
    related_orders: subscription.relatedOrderIds,
    version: subscription.version,
    abilities: {
      change_date: abilities.changeDate,
      renew_now: abilities.renewNow,
      skip: abilities.skip,
      pause: abilities.pause,
      resume: abilities.resume,
      cancel: abilities.cancel,
      reactivate: abilities.reactivate,
      change_payment_method: abilities.changePaymentMethod,
      edit_items: abilities.editItems,
      undo_until: abilities.undoUntil?.toISOString() ?? null,
    },
    ...(events
      ? {
          events: events.map((e) => ({
            id: e.id,
            kind: e.kind,
            actor: e.actor,
            date: e.createdAt.toISOString(),
            text: eventText(e, t, language),
          })),
        }
      : {}),
  };
}

export function serializeSavedCard(card: SavedCardSummary, current: number | null) {
  return {
    id: card.id,
    method: card.gateway,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    is_current: card.id === current,
  };
}
