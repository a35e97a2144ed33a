import type { StoredOrder, StoredOrderLine } from '@soul/domain/orders/stored-order';
import type { Locale } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import { SHIPPING_TAX_RATE } from '@soul/domain/cart/tax-rates';
import type { InvoiceRow, InvoiceRowAmounts } from '../invoice-types.ts';
import { lineVatRate, unitPriceOf, vatRateOf } from './derived-figures.ts';
import { money, percentText, quantityText } from './locale-format.ts';

/**
 * The table rows of an order, with the stored amounts only:
 *  - each line at its amounts before coupons (what the customer chose, at the
 *    price of the day), a bundle's items indented under it. A bundle's own line
 *    carries its base price (usually 0) and its items carry theirs, so nothing
 *    is counted twice; a bundle line with no price of its own prints none;
 *  - delivery;
 *  - one discount row per coupon, negative, with its code (and one row for
 *    any discount the coupons do not account for, so the rows always add up
 *    to the order's totals).
 */
export function buildInvoiceRows(order: StoredOrder, t: Translate, locale: Locale): InvoiceRow[] {
  return [...lineRows(order.lines, t, locale), ...shippingRows(order, t, locale), ...discountRows(order, t, locale)];
}

function lineRows(lines: readonly StoredOrderLine[], t: Translate, locale: Locale): InvoiceRow[] {
  const ids = new Set(lines.map((line) => line.id));
  const isChild = (line: StoredOrderLine) => line.parentLineId !== null && ids.has(line.parentLineId);
  const childrenOf = new Map<number, StoredOrderLine[]>();
  for (const line of lines) {
    if (line.parentLineId === null || !isChild(line)) continue;
    childrenOf.set(line.parentLineId, [...(childrenOf.get(line.parentLineId) ?? []), line]);
  }
  return lines
    .filter((line) => !isChild(line))
    .flatMap((line) => {
      const children = childrenOf.get(line.id) ?? [];
      return [
        lineRow(line, children.length > 0, t, locale),
        ...children.map((child) => ({ ...lineRow(child, false, t, locale), kind: 'bundle_item' as const, depth: 1 as const })),
      ];
    });
}

function lineRow(line: StoredOrderLine, isBundle: boolean, t: Translate, locale: Locale): InvoiceRow {
  const unpricedBundle = isBundle && line.subtotal === 0 && line.subtotalTax === 0;
  const rate = lineVatRate(line);
  return {
    kind: isBundle ? 'bundle' : 'product',
    description: line.name,
    detail: line.sku.trim() ? t('invoice:sku', { sku: line.sku.trim() }) : null,
    depth: 0,
    quantity: quantityText(line.quantity, locale),
    vatRate: rate === null || unpricedBundle ? '' : percentText(rate, locale),
    amounts: unpricedBundle ? null : amounts(line.subtotal, line.subtotalTax, line.quantity, locale),
  };
}

function shippingRows(order: StoredOrder, t: Translate, locale: Locale): InvoiceRow[] {
  if (order.shippingRateId === '' && order.shippingTotal === 0 && order.shippingTax === 0) return [];
  // The same reading of the rate id as the account area's order (account-order.serializer).
  const method = order.shippingRateId.startsWith('courier') ? 'courier' : 'parcel_locker';
  const rate = vatRateOf(order.shippingTotal, order.shippingTax) ?? SHIPPING_TAX_RATE;
  return [
    {
      kind: 'shipping',
      description: t('invoice:shipping', { method: t(`checkout:shipping.${method}`) }),
      detail: null,
      depth: 0,
      quantity: quantityText(1, locale),
      vatRate: percentText(rate, locale),
      amounts: amounts(order.shippingTotal, order.shippingTax, 1, locale),
    },
  ];
}

function discountRows(order: StoredOrder, t: Translate, locale: Locale): InvoiceRow[] {
  const coupons = order.coupons.filter((coupon) => coupon.discount !== 0 || coupon.discountTax !== 0);
  const rest = {
    net: order.discountTotal - coupons.reduce((sum, coupon) => sum + coupon.discount, 0),
    tax: order.discountTax - coupons.reduce((sum, coupon) => sum + coupon.discountTax, 0),
  };
  const discount = (description: string, net: number, tax: number): InvoiceRow => ({
    kind: 'discount',
    description,
    detail: null,
    depth: 0,
    quantity: '',
    vatRate: '',
    amounts: { ...amounts(-net, -tax, 1, locale), unitPrice: null },
  });
  return [
    ...coupons.map((coupon) => discount(t('invoice:couponDiscount', { code: coupon.code }), coupon.discount, coupon.discountTax)),
    ...(rest.net !== 0 || rest.tax !== 0 ? [discount(t('invoice:otherDiscount'), rest.net, rest.tax)] : []),
  ];
}

function amounts(net: number, tax: number, quantity: number, locale: Locale): InvoiceRowAmounts {
  return {
    unitPrice: money(unitPriceOf(net, quantity), locale),
    net: money(net, locale),
    vat: money(tax, locale),
    gross: money(net + tax, locale),
  };
}
