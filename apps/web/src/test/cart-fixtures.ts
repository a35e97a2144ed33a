import { cartSchema, type Cart, type CartItem } from '@soul/contracts';

const currency = {
  currency_code: 'EUR',
  currency_symbol: '€',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '€',
  currency_suffix: '',
};

let keySeq = 0;
export function lineKey(): string {
  keySeq += 1;
  return keySeq.toString(16).padStart(32, 'a');
}

export interface LineInput {
  key?: string;
  id?: number;
  name?: string;
  quantity?: number;
  /** Line total with VAT split as total + tax. */
  total?: number;
  tax?: number;
  regular?: number;
  subscription?: { interval: number; discount: number } | null;
  variation?: Array<{ attribute: string; value: string }>;
  categories?: string[];
  removable?: boolean;
  bundledItems?: string[];
  bundledBy?: string | null;
  bundledItemData?: { is_removable: boolean; is_indented: boolean; is_thumbnail_hidden: boolean } | null;
  bundlePrice?: string | null;
  stock?: number | null;
  upsellIds?: number[];
  parentId?: number;
  itemData?: Record<string, unknown>;
  type?: string;
  editable?: boolean;
}

/** Prices as the server sends them: the unit price after the line's own discount, and the regular unit price. */
function linePrices(gross: number, regularGross: number, quantity: number): CartItem['prices'] {
  const unit = gross / quantity;
  const regular = regularGross / quantity;
  const raw = (cents: number) => String(Math.round(cents * 10_000));
  return {
    price: String(Math.round(unit)),
    regular_price: String(Math.round(regular)),
    sale_price: String(Math.round(unit)),
    price_range: null,
    raw_prices: { precision: 6, price: raw(unit), regular_price: raw(regular), sale_price: raw(unit) },
    ...currency,
  };
}

export function makeLine(input: LineInput = {}): CartItem {
  const key = input.key ?? lineKey();
  const total = input.total ?? 1653;
  const tax = input.tax ?? 347;
  return {
    key,
    id: input.id ?? 104,
    type: input.type ?? 'simple',
    quantity: input.quantity ?? 1,
    quantity_limits: { minimum: 1, maximum: 999, multiple_of: 1, editable: input.editable ?? true },
    name: input.name ?? 'Detox Greens',
    short_description: '',
    description: '',
    sku: 'SKU',
    low_stock_remaining: null,
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: false,
    permalink: '/product/detox-greens/',
    images: [{ id: 1, src: '/img/a.jpg', thumbnail: '/img/a-thumb.jpg', srcset: '', sizes: '', name: 'a', alt: '' }],
    variation: (input.variation ?? []).map((v) => ({ raw_attribute: `attribute_pa_${v.attribute.toLowerCase()}`, ...v })),
    item_data: [],
    prices: linePrices(total + tax, input.regular ?? total + tax, input.quantity ?? 1),
    totals: {
      line_subtotal: String(total),
      line_subtotal_tax: String(tax),
      line_total: String(total),
      line_total_tax: String(tax),
      ...currency,
    },
    catalog_visibility: 'visible',
    is_removable: input.removable ?? true,
    parent_item_key: null,
    extensions: {
      subscriptions: input.subscription
        ? { billing_period: 'month', billing_interval: input.subscription.interval, discount_percent: input.subscription.discount }
        : null,
      upsell_ids: input.upsellIds ?? [],
      bundles: {
        bundled_items: input.bundledItems ?? [],
        bundled_by: input.bundledBy ?? null,
        bundled_item_data: input.bundledItemData ?? null,
        bundle_price: input.bundlePrice ?? null,
      },
      soul: {
        product_id: input.id ?? 104,
        parent_id: input.parentId ?? 0,
        categories: (input.categories ?? ['Detox']).map((name, index) => ({ id: index + 1, name, slug: name.toLowerCase() })),
        line_discount: null,
        regular_line_total: String(input.regular ?? total + tax),
        stock_quantity: input.stock ?? null,
        item_data: input.itemData ?? { mainProduct: { id: input.id ?? 104 } },
      },
    },
  };
}

export interface CartInput {
  items?: CartItem[];
  coupons?: Array<{ code: string; discount: number }>;
  totalItems?: number;
  totalItemsTax?: number;
  discount?: number;
  discountTax?: number;
  totalPrice?: number;
  totalTax?: number;
  fees?: Array<{ key: string; name: string; total: number; tax: number }>;
}

export function makeCart(input: CartInput = {}): Cart {
  const items = input.items ?? [];
  const cart: Cart = {
    items,
    coupons: (input.coupons ?? []).map((coupon) => ({
      code: coupon.code,
      discount_type: 'percent',
      description: '',
      totals: { total_discount: String(coupon.discount), total_discount_tax: '0', ...currency },
    })),
    fees: (input.fees ?? []).map((fee) => ({
      key: fee.key,
      name: fee.name,
      totals: { total: String(fee.total), total_tax: String(fee.tax), ...currency },
    })),
    totals: {
      total_items: String(input.totalItems ?? 1653),
      total_items_tax: String(input.totalItemsTax ?? 347),
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: String(input.discount ?? 0),
      total_discount_tax: String(input.discountTax ?? 0),
      total_shipping: null,
      total_shipping_tax: null,
      total_price: String(input.totalPrice ?? 2000),
      total_tax: String(input.totalTax ?? 347),
      tax_lines: [],
      ...currency,
    },
    shipping_address: {
      first_name: '',
      last_name: '',
      company: '',
      address_1: '',
      address_2: '',
      city: '',
      state: '',
      postcode: '',
      country: 'LT',
      phone: '',
    },
    billing_address: {
      first_name: '',
      last_name: '',
      company: '',
      address_1: '',
      address_2: '',
      city: '',
      state: '',
      postcode: '',
      country: 'LT',
      phone: '',
      email: '',
    },
    needs_payment: true,
    needs_shipping: true,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: [],
    extensions: {},
  };
  // The fixture is a real wire cart: the contracts' schema must accept it.
  return cartSchema.parse(cart);
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
