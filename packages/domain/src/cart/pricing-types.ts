/**
 * Inputs and outputs of the cart pricing engine (priceCart in pricing.ts).
 * Everything is integer cents; prices include VAT (DESIGN §5).
 */

/** How a line is priced. Only `one_time` lines get the quantity discount (DESIGN §5). */
export type LineKind = 'one_time' | 'subscription' | 'bundle' | 'bundled_item' | 'promo';

export interface PricingLine {
  key: string;
  kind: LineKind;
  /** Product or variation id, and the parent product id (0 if none): coupons may target either. */
  productId: number;
  parentProductId: number;
  quantity: number;
  /** The catalogue's unit price (sale price when on sale), VAT included. */
  unitPrice: number;
  /** The regular unit price, VAT included. */
  regularUnitPrice: number;
  /** subscription lines: the chosen plan option's discount. */
  subscriptionDiscountPercent?: number;
  /** bundled_item lines: the bundle's bulk discount for this item. */
  bulkDiscountPercent?: number;
  /** promo lines: the promotion's verified discount rate. */
  promoDiscountPercent?: number;
  /** VAT rate of the product's tax class, in percent (21 in Lithuania). */
  taxRatePercent: number;
}

export interface PricingCoupon {
  code: string;
  discountType: 'percent' | 'fixed_cart' | 'fixed_product';
  /** Whole percent for `percent`, cents for the fixed kinds. */
  amount: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  usageCount: number;
  minimumSpendCents: number | null;
  individualUse: boolean;
  enabled: boolean;
}

export interface ShippingInput {
  /** The selected rate's price, VAT included; null while shipping is not calculated. */
  price: number;
  taxRatePercent: number;
}

export interface PricedLine {
  key: string;
  /** Unit price before the line's own discount (catalogue price). */
  unitPrice: number;
  regularUnitPrice: number;
  /** The line's own discount (quantity / subscription plan / bundle bulk / promo), before coupons. */
  lineDiscount: { kind: 'quantity' | 'subscription' | 'bundle' | 'promo'; percent: number; amount: number } | null;
  /** VAT-inclusive amounts: before coupons, and after coupons. */
  subtotalGross: number;
  totalGross: number;
  /** WooCommerce's split: net amounts and their tax. line_subtotal + line_subtotal_tax = subtotalGross. */
  lineSubtotal: number;
  lineSubtotalTax: number;
  lineTotal: number;
  lineTotalTax: number;
  /** quantity × regular unit price: what the line would cost with no discount at all. */
  regularLineTotal: number;
}

export interface PricedCoupon {
  code: string;
  discountType: PricingCoupon['discountType'];
  /** Net discount and its tax (discount gross = totalDiscount + totalDiscountTax). */
  totalDiscount: number;
  totalDiscountTax: number;
}

export interface PricedTotals {
  totalItems: number;
  totalItemsTax: number;
  totalFees: number;
  totalFeesTax: number;
  totalDiscount: number;
  totalDiscountTax: number;
  totalShipping: number | null;
  totalShippingTax: number | null;
  totalPrice: number;
  totalTax: number;
  /** Tax per rate, e.g. [{ ratePercent: 21, amount: 1234 }]. */
  taxLines: { ratePercent: number; amount: number }[];
}

export type CouponProblem =
  | 'not_found'
  | 'disabled'
  | 'expired'
  | 'usage_limit_reached'
  | 'minimum_spend_not_met'
  | 'individual_use_only'
  | 'already_applied';

export interface PricedCart {
  lines: PricedLine[];
  coupons: PricedCoupon[];
  totals: PricedTotals;
  /** Coupons that no longer apply (expired, minimum spend no longer met …): the cart drops them and says why. */
  removedCoupons: { code: string; problem: CouponProblem }[];
  /** Points spent on this cart (its discount is the `POINTS_COUPON_CODE` entry of `coupons`); 0 when none. */
  pointsSpent: number;
}
