import type { DatabaseHandle } from '@soul/db';
import type { ServerConfig } from '../config.ts';
import type { WebAssets } from '../pages/web-assets.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { NonceService } from './nonces.ts';

/** Everything routes need, built once by buildApp(). */
export interface AppServices {
  config: ServerConfig;
  database: DatabaseHandle;
  catalogue: CatalogueService;
  nonces: NonceService;
  /** The widget bundle's files (from Vite's manifest). */
  assets: WebAssets;
}
