import type { BillingAddress, ShippingAddress } from './cart.ts';
import type { CurrencyFields } from './money.ts';

/** An amount block of WooCommerce's answers: money strings in minor units with the currency fields. */
type Money<K extends string> = Record<K, string> & CurrencyFields;

/** A line of an order as the Store API's GET /order/{id} answers it (WooCommerce's OrderItemSchema, the parts the shop has). */
export interface StoreOrderItem {
  key: string;
  id: number;
  quantity: number;
  name: string;
  sku: string;
  short_description: string;
  description: string;
  permalink: string;
  images: [];
  variation: [];
  item_data: [];
  prices: Money<'price' | 'regular_price' | 'sale_price'> & { price_range: null };
  totals: Money<'line_subtotal' | 'line_subtotal_tax' | 'line_total' | 'line_total_tax'>;
  catalog_visibility: 'visible';
  type: 'simple' | 'variation';
  extensions: Record<string, unknown>;
}

/** GET /order/{id}: WooCommerce's OrderSchema. */
export interface StoreOrderResponse {
  id: number;
  status: string;
  items: StoreOrderItem[];
  coupons: { code: string; totals: Money<'total_discount' | 'total_discount_tax'> }[];
  fees: [];
  totals: Money<
    | 'subtotal'
    | 'total_discount'
    | 'total_shipping'
    | 'total_fees'
    | 'total_tax'
    | 'total_refund'
    | 'total_price'
    | 'total_items'
    | 'total_items_tax'
    | 'total_fees_tax'
    | 'total_discount_tax'
    | 'total_shipping_tax'
  > & { tax_lines: { name: string; price: string; rate: string }[] };
  shipping_address: ShippingAddress;
  billing_address: BillingAddress;
  needs_payment: boolean;
  needs_shipping: boolean;
  payment_requirements: string[];
  errors: { code: string; message: string }[];
}
