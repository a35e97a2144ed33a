import type { Language } from '@soul/contracts';

/**
 * Public URLs of the shop. English lives at the root, Lithuanian under /lt/
 * (the WPML layout the spec's links assume: /checkout and /lt/checkout).
 */
export function languagePrefix(language: Language): string {
  return language === 'lt' ? '/lt' : '';
}

export const links = {
  home: (language: Language) => `${languagePrefix(language)}/`,
  shop: (language: Language) => `${languagePrefix(language)}/products`,
  product: (language: Language, slug: string) => `${languagePrefix(language)}/product/${encodeURIComponent(slug)}`,
  category: (language: Language, slug: string) => `${languagePrefix(language)}/product-category/${encodeURIComponent(slug)}`,
  tag: (language: Language, slug: string) => `${languagePrefix(language)}/product-tag/${encodeURIComponent(slug)}`,
  checkout: (language: Language) => `${languagePrefix(language)}/checkout`,
  orderReceived: (language: Language, orderId: number, orderKey: string) =>
    `${languagePrefix(language)}/checkout/order-received/${orderId}?key=${encodeURIComponent(orderKey)}`,
  /** WooCommerce's pay-for-order link (order-pay), for an order that still needs payment. */
  orderPay: (language: Language, orderId: number, orderKey: string) =>
    `${languagePrefix(language)}/checkout/order-pay/${orderId}/?pay_for_order=true&key=${encodeURIComponent(orderKey)}`,
  /** The reviews page (issue 18): /reviews, /lt/atsiliepimai. */
  reviews: (language: Language) => (language === 'lt' ? '/lt/atsiliepimai' : '/reviews'),
  myAccount: (language: Language) => `${languagePrefix(language)}/my-account`,
  accountOrder: (language: Language, orderId: number) => `${languagePrefix(language)}/my-account/orders/${orderId}`,
  accountSubscription: (language: Language, subscriptionId: number) =>
    `${languagePrefix(language)}/my-account/subscriptions/${subscriptionId}`,
  /** The Store API's root, for `_links` (WordPress links to the versioned routes). */
  storeApi: '/wp-json/wc/store/v1',
  media: (fileKey: string, width: number) => `/media/${fileKey}-${width}.webp`,
  /** Any other file under the media root (product videos, their posters and captions). */
  mediaFile: (path: string) => `/media/${path}`,
  /** A review's photo size (`reviewMedia(key, width)`) or video (`reviewMedia(fileName)`), through the checked route. */
  reviewMedia: (fileKey: string, width?: number) => `/review-media/${width === undefined ? fileKey : `${fileKey}-${width}.webp`}`,
  /** The generic image shown before a review video plays. */
  reviewVideoPoster: '/review-media/video-poster.svg',
};
