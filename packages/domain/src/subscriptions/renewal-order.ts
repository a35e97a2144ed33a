import { splitIncludedTax } from '../cart/tax.ts';
import { SHIPPING_TAX_RATE } from '../cart/tax-rates.ts';
import type { OrderAmounts, SoldLine } from '../orders/order-line.ts';
import { renewalAmount } from './schedule-preview.ts';
import { unitPriceOn, type Subscription } from './subscription.ts';

/** A line of a renewal order: the subscription line's sale, at the VAT rate of its day. */
export interface RenewalOrderLine extends SoldLine {
  name: string;
  sku: string;
}

export interface RenewalOrder extends OrderAmounts {
  lines: RenewalOrderLine[];
}

/**
 * The order a renewal places: the subscription's lines at the prices they
 * were sold at (VAT included), split at the VAT rate in force today
 * (`currentTaxRate`, by product or variation id; a product no longer sold
 * keeps the rate it was sold at), an announced price from its day on, and the chosen shipping. No coupons: a
 * coupon applied once at checkout does not renew.
 */
export function renewalOrder(
  subscription: Pick<Subscription, 'lines' | 'shippingRateId' | 'shippingAddress'>,
  currentTaxRate: (stockId: number) => number | null,
  dueAt: Date | null = null,
): RenewalOrder {
  const lines = subscription.lines.map((line): RenewalOrderLine => {
    const rate = currentTaxRate(line.variationId > 0 ? line.variationId : line.productId) ?? line.taxRatePercent;
    const { net, tax } = splitIncludedTax(unitPriceOn(line, dueAt) * line.quantity, rate);
    return {
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      subtotal: net,
      subtotalTax: tax,
      total: net,
      totalTax: tax,
      taxRatePercent: rate,
    };
  });
  const shipping = splitIncludedTax(renewalAmount(subscription, dueAt).shipping, SHIPPING_TAX_RATE);
  const itemsSubtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const itemsSubtotalTax = lines.reduce((sum, line) => sum + line.subtotalTax, 0);
  return {
    lines,
    itemsSubtotal,
    itemsSubtotalTax,
    discountTotal: 0,
    discountTax: 0,
    shippingTotal: shipping.net,
    shippingTax: shipping.tax,
    total: itemsSubtotal + itemsSubtotalTax + shipping.net + shipping.tax,
    totalTax: itemsSubtotalTax + shipping.tax,
    coupons: [],
  };
}
