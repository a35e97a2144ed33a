import type { Language } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { countryName, moneyText } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';

/** What every order mail shows of the order as it now is, translated and with money as text. */
export interface OrderSummaryView {
  labels: { product: string; quantity: string; price: string; billingAddress: string };
  /** A bundle's items follow it as children. */
  lines: { key: number; name: string; quantity: number; price: string; child: boolean }[];
  totals: { label: string; value: string }[];
  address: string[];
}

/** The order's lines, totals (VAT included, as sold) and billing address, in `language`. */
export function orderSummaryOf(order: StoredOrder, language: Language, t: Translate): OrderSummaryView {
  const money = (cents: number) => moneyText(cents, language);
  const discount = order.discountTotal + order.discountTax;
  const a = order.billing;
  return {
    labels: {
      product: t('checkout:mail.product'),
      quantity: t('checkout:mail.quantity'),
      price: t('checkout:mail.price'),
      billingAddress: t('checkout:received.billingAddress'),
    },
    lines: order.lines.map((l) => ({
      key: l.id,
      name: l.name,
      quantity: l.quantity,
      price: money(l.total + l.totalTax),
      child: l.parentLineId !== null,
    })),
    totals: [
      { label: t('checkout:page.subtotal'), value: money(order.itemsSubtotal + order.itemsSubtotalTax) },
      ...(discount > 0 ? [{ label: t('checkout:page.discount'), value: `−${money(discount)}` }] : []),
      ...(order.shippingRateId !== ''
        ? [{ label: t('checkout:page.shippingTotal'), value: money(order.shippingTotal + order.shippingTax) }]
        : []),
      {
        label: t('checkout:page.total'),
        value: `${money(order.total)} ${t('checkout:page.includesTax', { amount: money(order.totalTax) })}`,
      },
      { label: t('checkout:received.paymentMethod'), value: t(`checkout:payment.${order.paymentMethod}`) },
    ],
    address: [
      `${a.first_name} ${a.last_name}`.trim(),
      a.address_1,
      `${a.postcode} ${a.city}`.trim(),
      countryName(a.country, language),
      a.phone,
      a.email,
    ].filter(Boolean),
  };
}
