import type { Island } from './island.ts';

export type IslandLoader = () => Promise<{ default: Island }>;

/**
 * Widget name (the page's `data-soul-widget` and `settings.widgets` key) →
 * lazy island chunk. Later issues add cart-drawer, exit-popup, banner,
 * url-params, my-account, promo, reviews, dynamic-menu, video-player.
 */
export const ISLAND_REGISTRY: Readonly<Record<string, IslandLoader>> = {
  'product-detail': () => import('../widgets/product-detail/island.tsx'),
  'product-list': () => import('../widgets/product-list/island.tsx'),
};
