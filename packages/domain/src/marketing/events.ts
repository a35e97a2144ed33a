/** The marketing events of storefront §7, by the name the shop records them under. */
export const MARKETING_EVENT_KINDS = [
  'back_in_stock_notify',
  'added_to_cart',
  'viewed_product',
  'started_checkout',
  'placed_order',
] as const;
export type MarketingEventKind = (typeof MARKETING_EVENT_KINDS)[number];

/** The metric names Klaviyo's own integrations use for them, so its flows find them. */
export const KLAVIYO_METRIC_NAMES: Record<MarketingEventKind, string> = {
  back_in_stock_notify: 'Back In Stock Notify',
  added_to_cart: 'Added to Cart',
  viewed_product: 'Viewed Product',
  started_checkout: 'Started Checkout',
  placed_order: 'Placed Order',
};

/** The events a browser may report through klaviyo-track; the others are recorded by the server where they happen. */
export const CLIENT_EVENT_KINDS = ['added_to_cart', 'viewed_product'] as const satisfies readonly MarketingEventKind[];
