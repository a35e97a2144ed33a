import type { Language, OrderStatus, StoreOrderItem, StoreOrderResponse } from '@soul/contracts';
import { SHIPPING_TAX_RATE } from '@soul/domain/cart/tax-rates';
import { needsPayment } from '@soul/domain/orders/status';
import type { StoredOrder, StoredOrderLine } from '@soul/domain/orders/stored-order';
import type { Translate } from '../i18n.ts';
import { currencyFields } from './currency.ts';

const money = (cents: number) => String(cents);

/**
 * An order as the Store API's GET /order/{id} answers it (WooCommerce's
 * OrderSchema): its lines, coupons and totals as stored (net amounts with
 * their VAT, as WooCommerce keeps them), addresses, and whether it still
 * needs paying.
 */
export function serializeStoreOrder(order: StoredOrder, ctx: { language: Language; t: Translate }): StoreOrderResponse {
  const currency = currencyFields(ctx.language);
  const sum = (pick: (line: StoredOrderLine) => number) => order.lines.reduce((total, line) => total + pick(line), 0);
  return {
    id: order.id,
    status: order.status,
    items: order.lines.map((line) => serializeLine(line, currency)),
    coupons: order.coupons.map((c) => ({
      code: c.code,
      totals: { total_discount: money(c.discount), total_discount_tax: money(c.discountTax), ...currency },
    })),
    fees: [],
    totals: {
      subtotal: money(order.itemsSubtotal),
      total_discount: money(order.discountTotal),
      total_shipping: money(order.shippingTotal),
      total_fees: '0',
      total_tax: money(order.totalTax),
      total_refund: money(order.refundedTotal),
      total_price: money(order.total),
      total_items: money(sum((l) => l.total)),
      total_items_tax: money(sum((l) => l.totalTax)),
      total_fees_tax: '0',
      total_discount_tax: money(order.discountTax),
      total_shipping_tax: money(order.shippingTax),
      tax_lines: taxLines(order).map(([rate, amount]) => ({ name: ctx.t('cart.vat'), price: money(amount), rate: `${rate}%` })),
      ...currency,
    },
    shipping_address: order.shipping,
    billing_address: order.billing,
    needs_payment: needsPayment(order.status as OrderStatus, order.total),
    needs_shipping: order.shippingRateId !== '',
    payment_requirements: ['products'],
    errors: [],
  };
}

function serializeLine(line: StoredOrderLine, currency: ReturnType<typeof currencyFields>): StoreOrderItem {
  // The unit price as the shopper paid it before coupons, VAT included (prices include VAT in this shop).
  const unit = money(Math.round((line.subtotal + line.subtotalTax) / Math.max(line.quantity, 1)));
  return {
    key: String(line.id),
    id: line.variationId || line.productId,
    quantity: line.quantity,
    name: line.name,
    sku: line.sku,
    short_description: '',
    description: '',
    permalink: '',
    images: [],
    variation: [],
    item_data: [],
    prices: { price: unit, regular_price: unit, sale_price: unit, price_range: null, ...currency },
    totals: {
      line_subtotal: money(line.subtotal),
      line_subtotal_tax: money(line.subtotalTax),
      line_total: money(line.total),
      line_total_tax: money(line.totalTax),
      ...currency,
    },
    catalog_visibility: 'visible',
    type: line.variationId ? 'variation' : 'simple',
    extensions: {},
  };
}

/** VAT by rate, shipping's included under its own rate, highest rate first. */
function taxLines(order: StoredOrder): [number, number][] {
  const byRate = new Map<number, number>();
  for (const line of order.lines) byRate.set(line.taxRatePercent, (byRate.get(line.taxRatePercent) ?? 0) + line.totalTax);
  if (order.shippingTax) byRate.set(SHIPPING_TAX_RATE, (byRate.get(SHIPPING_TAX_RATE) ?? 0) + order.shippingTax);
  return [...byRate.entries()].filter(([, amount]) => amount !== 0).sort(([a], [b]) => b - a);
}
