import type { BillingAddress, CartItemData, ShippingAddress } from '@soul/contracts';

/**
 * The stored state of a cart: what the shopper chose, never prices (those are
 * computed from the catalogue on every read, so a price change shows at once).
 */
export interface CartDocument {
  lines: CartLine[];
  /** Applied coupon codes, lower-case, in the order applied. */
  coupons: string[];
  billingAddress: BillingAddress;
  shippingAddress: ShippingAddress;
  /** The chosen shipping rate id; null = the first available. */
  shippingRateId: string | null;
  /** What the shopper set for the order to come (PUT /checkout, cart extensions); absent until then. */
  checkout?: CheckoutDraft;
  /**
   * Points the signed-in customer asked to spend (cart extension `soul-points`),
   * written only after the server checked them against the balance; the order
   * checks the balance again when it reserves them. Absent or 0: none.
   */
  points?: number;
}

/**
 * The checkout's draft, kept with the cart as WooCommerce keeps it in the
 * session: no order row exists until the order is placed.
 */
export interface CheckoutDraft {
  /** The chosen payment method id, '' when none was chosen. */
  paymentMethod: string;
  customerNote: string;
  /** Values of the registered additional checkout fields, by field id (orders/additional-fields.ts). */
  additionalFields: Record<string, string | boolean>;
}

export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = { paymentMethod: '', customerNote: '', additionalFields: {} };

export interface CartLine {
  /** 32 characters, derived from what makes the line distinct (see keys.ts). */
  key: string;
  /** The product or variation id bought. */
  productId: number;
  quantity: number;
  /** Custom cart data from add-to-cart (storefront §3): main product, subscription, promotion. */
  data: CartItemData;
  /** A bundled item's bundle line key, and its bundle item id; null for ordinary lines. */
  bundledBy: string | null;
  bundledItemId: number | null;
  /** A promotion's discount the server granted when the line was added (promotions/promo-offer.ts); absent otherwise. */
  promo?: CartPromoGrant;
}

/**
 * A verified promo offer on a line: the rate of a live promotion's option,
 * for that quantity, until the visitor's countdown ends. Written only by the
 * server; the client's promo_offer_* data alone never discounts a line.
 */
export interface CartPromoGrant {
  promotionId: number;
  optionKey: string;
  percent: number;
  quantity: number;
  /** ISO time the grant ends (the visitor's timer, or the promotion's end if sooner). */
  expiresAt: string;
}

export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
};

export const EMPTY_BILLING_ADDRESS: BillingAddress = { ...EMPTY_SHIPPING_ADDRESS, email: '' };

export function emptyCartDocument(): CartDocument {
  return {
    lines: [],
    coupons: [],
    billingAddress: { ...EMPTY_BILLING_ADDRESS },
    shippingAddress: { ...EMPTY_SHIPPING_ADDRESS },
    shippingRateId: null,
  };
}

/**
 * Items count as the shopper counts them (the header badge, the drawer, the
 * Store API's `items_count`): the sum of quantities, a bundle counting as its
 * own line only, not its bundled items too (as WooCommerce Product Bundles
 * counts the cart: two of a five-item bundle are 2 items, not 12).
 */
export function itemsCount(document: CartDocument): number {
  return document.lines.reduce((sum, line) => (line.bundledBy === null ? sum + line.quantity : sum), 0);
}
