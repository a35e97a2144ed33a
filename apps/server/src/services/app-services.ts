import type { DatabaseHandle, PgStockNotificationRepository } from '@soul/db';
import type { ServerConfig } from '../config.ts';
import type { WebAssets } from '../pages/web-assets.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { NonceService } from './nonces.ts';
import type { CartTokens } from './cart-token.ts';
import type { CartService } from './cart/cart.service.ts';

/** Everything routes need, built once by buildApp(). */
export interface AppServices {
  config: ServerConfig;
  database: DatabaseHandle;
  catalogue: CatalogueService;
  nonces: NonceService;
  cartTokens: CartTokens;
  carts: CartService;
  stockNotifications: PgStockNotificationRepository;
  /** The widget bundle's files (from Vite's manifest). */
  assets: WebAssets;
}
