import type { BillingAddress, CartItemData, OrderStatus, PaymentMethodId, ShippingAddress } from '@soul/contracts';
import { addMonths } from '../subscriptions/renewal-dates.ts';
import type { PricedCart, PricedLine } from '../cart/pricing-types.ts';
import type { CartLine } from '../cart-document/document.ts';
import { chosenPlanOption, lineKindOf } from '../cart-document/line-rules.ts';
import type { CatalogueProduct } from '../products/product.ts';
import type { OrderAmounts, SoldLine, StoredOrderLine } from './order-line.ts';
import { statusAtPlacement } from './status.ts';

/** A cart line with what the order must remember of it. */
export interface OrderSourceLine {
  line: CartLine;
  product: CatalogueProduct;
  parent: CatalogueProduct | null;
  priced: PricedLine;
  /** The VAT rate the line was priced at (its pricing line's), copied: not worked back from rounded amounts. */
  taxRatePercent: number;
}

export interface SubscriptionDraft {
  interval: number;
  period: 'month';
  discountPercent: number;
  /** A renewal's unit price, VAT included: the plan price (with any multi-buy discount of the line), without one-off coupons. */
  unitPrice: number;
  nextRenewalAt: Date;
  /** Day of the month it renews on: the day it was bought. */
  anchorDay: number;
}

/** A line about to be stored: its sale, its name and SKU as sold, and what the cart line carried. */
export interface OrderLineDraft extends SoldLine, Pick<StoredOrderLine, 'name' | 'sku'> {
  cartKey: string;
  data: CartItemData;
  bundledByKey: string | null;
  subscription: SubscriptionDraft | null;
}

export interface OrderDraft extends OrderAmounts {
  status: OrderStatus;
  language: 'en' | 'lt';
  billing: BillingAddress;
  shipping: ShippingAddress;
  customerNote: string;
  newsletter: boolean;
  paymentMethod: PaymentMethodId;
  /** The chosen delivery rate; '' when nothing is shipped (an order of downloads). */
  shippingRateId: string;
  lines: OrderLineDraft[];
  /** Units to take from managed stock, per stocked product or variation id, ascending (a fixed lock order). */
  stock: { productId: number; quantity: number; name: string }[];
  /** Points the order spends (reserved with it, under the customer's lock); 0 when none. */
  pointsSpent: number;
}

export interface DraftInput {
  lines: OrderSourceLine[];
  priced: PricedCart;
  language: 'en' | 'lt';
  billing: BillingAddress;
  customerNote: string;
  newsletter: boolean;
  paymentMethod: PaymentMethodId;
  shippingRateId: string;
  now: Date;
}

/**
 * Turns a priced cart into the order to store. Everything is copied (names,
 * prices, tax): an order must read the same after the catalogue changes.
 * Delivery goes to the billing address (account §2 shows both blocks from it).
 */
export function buildOrderDraft(input: DraftInput): OrderDraft {
  const { totals } = input.priced;
  const lines = input.lines.map((source) => lineDraft(source, input.now));
  const { phone: _phone, email: _email, ...address } = input.billing;
  return {
    status: statusAtPlacement(input.paymentMethod),
    language: input.language,
    billing: input.billing,
    shipping: { ...address, phone: input.billing.phone },
    customerNote: input.customerNote,
    newsletter: input.newsletter,
    paymentMethod: input.paymentMethod,
    shippingRateId: input.shippingRateId,
    itemsSubtotal: input.priced.lines.reduce((sum, l) => sum + l.lineSubtotal, 0),
    itemsSubtotalTax: input.priced.lines.reduce((sum, l) => sum + l.lineSubtotalTax, 0),
    discountTotal: totals.totalDiscount,
    discountTax: totals.totalDiscountTax,
    shippingTotal: totals.totalShipping ?? 0,
    shippingTax: totals.totalShippingTax ?? 0,
    total: totals.totalPrice,
    totalTax: totals.totalTax,
    lines,
    coupons: input.priced.coupons.map((c) => ({ code: c.code, discount: c.totalDiscount, discountTax: c.totalDiscountTax })),
    stock: stockToTake(input.lines),
    pointsSpent: input.priced.pointsSpent,
  };
}

function lineDraft({ line, product, parent, priced, taxRatePercent }: OrderSourceLine, now: Date): OrderLineDraft {
  const kind = lineKindOf(product, parent, line.data, line.bundledBy !== null);
  const option = kind === 'subscription' ? chosenPlanOption(product, parent, line.data) : null;
  return {
    cartKey: line.key,
    productId: parent?.id ?? product.id,
    variationId: parent ? product.id : 0,
    name: orderLineName(product, parent),
    sku: product.sku,
    quantity: line.quantity,
    subtotal: priced.lineSubtotal,
    subtotalTax: priced.lineSubtotalTax,
    total: priced.lineTotal,
    totalTax: priced.lineTotalTax,
    taxRatePercent,
    data: line.data,
    bundledByKey: line.bundledBy,
    subscription: option
      ? {
          interval: option.interval,
          period: 'month',
          discountPercent: option.discount_percent,
          unitPrice: Math.round(priced.subtotalGross / line.quantity),
          nextRenewalAt: addMonths(now, option.interval),
          anchorDay: now.getUTCDate(),
        }
      : null,
  };
}

function stockToTake(lines: OrderSourceLine[]): OrderDraft['stock'] {
  const byProduct = new Map<number, { quantity: number; name: string }>();
  for (const { line, product } of lines) {
    if (!product.manageStock || product.stockQuantity === null) continue;
    const entry = byProduct.get(product.id) ?? { quantity: 0, name: product.text.name };
    entry.quantity += line.quantity;
    byProduct.set(product.id, entry);
  }
  return [...byProduct.entries()].sort(([a], [b]) => a - b).map(([productId, v]) => ({ productId, ...v }));
}

/**
 * An order line's name: a variation's own name when it already says which
 * product it is ("Collagen Glow – 200G"), else the product's and the
 * variation's together, as WooCommerce names variation lines.
 */
export function orderLineName(product: CatalogueProduct, parent: CatalogueProduct | null): string {
  if (!parent || product.text.name.startsWith(parent.text.name)) return product.text.name;
  return `${parent.text.name} – ${product.text.name}`;
}
