import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n.ts';
import { moneyText } from '@soul/i18n';
import { countryName } from '@soul/i18n';
import { OrderLinesTable } from './components/order-lines-table.tsx';

/**
 * "Order received" (WooCommerce's thank-you page): the order's overview,
 * what to do next for the payment method (bank details, cash on delivery),
 * the lines and the billing address.
 */
export function OrderReceivedPage({
  language,
  t,
  order,
  accountCreated,
  payUrl,
  children,
}: {
  language: Language;
  t: Translate;
  order: StoredOrder;
  accountCreated: boolean;
  /** The pay-for-order page, while the order still needs payment (its card charge unconfirmed or declined). */
  payUrl: string | null;
  /** The one-click upsell offer, when the order has one. */
  children?: ReactNode;
}) {
  const money = (cents: number) => moneyText(cents, language);
  const date = new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { dateStyle: 'long' }).format(order.createdAt);
  const a = order.billing;
  const overview: [string, string][] = [
    [t('checkout:received.orderNumber'), String(order.id)],
    [t('checkout:received.date'), date],
    [t('checkout:received.email'), a.email],
    [t('checkout:received.total'), money(order.total)],
    [t('checkout:received.paymentMethod'), t(`checkout:payment.${order.paymentMethod}`)],
    [t('checkout:received.status'), t(`checkout:status.${order.status}`)],
  ];
  return (
    <section aria-labelledby="soul-received-title">
      <h1 id="soul-received-title" className="font-display text-3xl font-semibold">
        {t('checkout:received.title')}
      </h1>
      <p className="mt-2 text-lg text-brand-800" role="status">
        {t('checkout:received.thanks')}
      </p>
      {accountCreated ? <p className="mt-2 text-ink-muted">{t('checkout:received.accountCreated')}</p> : null}

      <dl className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-3">
        {overview.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            {/* A long e-mail address wraps instead of pushing a phone page sideways. */}
            <dd className="font-semibold [overflow-wrap:anywhere]" data-soul-received={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {order.paymentMethod === 'bacs' ? (
        <div className="mt-6 rounded-2xl bg-amber-50 p-5">
          <h2 className="font-display text-xl font-semibold">{t('checkout:received.bankDetails')}</h2>
          <p className="mt-2">{t('checkout:received.bankInstructions', { amount: money(order.total), number: order.id })}</p>
          <p className="mt-2 font-mono">{t('checkout:received.bankAccount')}</p>
        </div>
      ) : null}
      {order.paymentMethod === 'cod' ? (
        <p className="mt-6 rounded-2xl bg-amber-50 p-5">{t('checkout:received.codInstructions', { amount: money(order.total) })}</p>
      ) : null}
      {order.payment?.last4 && order.payment.status === 'successful' ? (
        <p className="mt-6 text-ink-muted">{t('checkout:received.cardPaid', { last4: order.payment.last4 })}</p>
      ) : null}

      {payUrl ? (
        <div className="mt-6 rounded-2xl bg-amber-50 p-5">
          <p>{t(order.status === 'failed' ? 'checkout:received.paymentFailed' : 'checkout:received.paymentPending')}</p>
          <a
            href={payUrl}
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('checkout:received.payLink')}
          </a>
        </div>
      ) : null}

      {children}

      <h2 className="mt-8 font-display text-xl font-semibold">{t('checkout:received.details')}</h2>
      <div className="mt-3">
        <OrderLinesTable order={order} language={language} t={t} />
      </div>

      <h2 className="mt-8 font-display text-xl font-semibold">{t('checkout:received.billingAddress')}</h2>
      <address className="mt-2 not-italic [overflow-wrap:anywhere]">
        {[`${a.first_name} ${a.last_name}`, a.address_1, `${a.postcode} ${a.city}`, countryName(a.country, language), a.phone, a.email]
          .filter(Boolean)
          .map((part) => (
            <span key={part} className="block">
              {part}
            </span>
          ))}
      </address>
    </section>
  );
}
