import type { Island } from './island.ts';

export type IslandLoader = () => Promise<{ default: Island }>;

/** One import of the header chunk for its named islands (one preload list in the boot script, not three). */
const headerIsland = (name: 'urlParamsIsland' | 'bannerIsland' | 'exitPopupIsland' | 'menuIsland') =>
  import('../widgets/cart-drawer/island.tsx').then((module) => ({ default: module[name] }));

/**
 * Widget name (the page's `data-soul-widget` and `settings.widgets` key) →
 * lazy island chunk. A new widget adds its line here and nothing else in
 * the boot runtime (docs/architecture.md, "Adding a feature"). The header's
 * cart-drawer, url-params and banner islands are tiny on first load; their
 * real work is lazy.
 */
export const ISLAND_REGISTRY: Readonly<Record<string, IslandLoader>> = {
  'product-detail': () => import('../widgets/product-detail/island.tsx'),
  'product-list': () => import('../widgets/product-list/island.tsx'),
  'cart-drawer': () => import('../widgets/cart-drawer/island.tsx'),
  checkout: () => import('../widgets/checkout/island.tsx'),
  // The checkout's "Use my points" (signed-in customers with points only).
  'points-use': () => import('../widgets/points/island.tsx'),
  'upsell-products': () => import('../widgets/upsell/island.tsx'),
  // Only the quantity-offer landing pages (/offer/…, /lt/pasiulymas/…) enable it.
  'promo-offer': () => import('../widgets/promo-offer/island.tsx'),
  // The account area (account §2): one lazy island, its sections lazy inside it.
  'my-account': () => import('../account/island.tsx'),
  // Loaded only when its container is scrolled near (MOUNT_WHEN_NEAR).
  reviews: () => import('../widgets/reviews/island.tsx'),
  // The product page's accordion and videos (server-rendered; hydrated when scrolled near).
  'product-content': () => import('../widgets/product-content/island.tsx'),
  // The header islands are in one tiny chunk (src/widgets/cart-drawer/island.tsx); the exit popup's
  // trigger too, the popup itself is lazy (widgets/exit-popup/ExitPopupIsland.tsx).
  'url-params': () => headerIsland('urlParamsIsland'),
  banner: () => headerIsland('bannerIsland'),
  'exit-popup': () => headerIsland('exitPopupIsland'),
  // The header's dynamic menu: the trigger wiring only; the mega menu and phone drawer load on first use.
  'dynamic-menu': () => headerIsland('menuIsland'),
};

/**
 * Widgets below the fold whose chunk the boot loads only when their container
 * comes near the viewport (boot.ts `whenNear`): a visitor who never scrolls
 * there does not download them, and the page does not preload them.
 */
export const MOUNT_WHEN_NEAR: ReadonlySet<string> = new Set(['reviews', 'product-content']);
