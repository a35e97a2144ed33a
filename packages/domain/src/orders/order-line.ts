/**
 * The one shape of an order line's sale, shared by the line being drafted at
 * checkout (order-draft.ts), the stored line (stored-order.ts) and the line
 * being edited (order-edit.ts): what was sold, how many, and the amounts in
 * integer cents, net with their VAT as WooCommerce splits them.
 */
export interface SoldLine {
  /** For a variation, its parent product; otherwise the product itself (WooCommerce's product_id). */
  productId: number;
  variationId: number;
  quantity: number;
  /** Before coupons. */
  subtotal: number;
  subtotalTax: number;
  /** After coupons. */
  total: number;
  totalTax: number;
  /** The VAT rate the line was priced at (copied, never worked back from rounded amounts). */
  taxRatePercent: number;
}

/** A line of a placed order. */
export interface StoredOrderLine extends SoldLine {
  id: number;
  /** In the order's language, as sold. */
  name: string;
  sku: string;
  /** A bundle's item points at its bundle's line. */
  parentLineId: number | null;
}

/** An order's totals in integer cents, net with their VAT (WooCommerce's columns); the same before and after it is stored. */
export interface OrderAmounts {
  itemsSubtotal: number;
  itemsSubtotalTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  total: number;
  totalTax: number;
  /** Coupons used, with the discount each gave (net and its tax). */
  coupons: { code: string; discount: number; discountTax: number }[];
}
