import { cart as cartEn } from './locales/en/cart.ts';
import { catalogue as catalogueEn } from './locales/en/catalogue.ts';
import { common as commonEn } from './locales/en/common.ts';
import { server as serverEn } from './locales/en/server.ts';
import { cart as cartLt } from './locales/lt/cart.ts';
import { catalogue as catalogueLt } from './locales/lt/catalogue.ts';
import { common as commonLt } from './locales/lt/common.ts';
import { server as serverLt } from './locales/lt/server.ts';

/**
 * All catalogs by language and namespace. Namespaces keep the browser bundle
 * small: widgets load `common`/`catalogue` (and `cart` lazily with the cart chunk), the server uses `server`.
 */
export const catalogs = {
  en: { server: serverEn, common: commonEn, catalogue: catalogueEn, cart: cartEn },
  lt: { server: serverLt, common: commonLt, catalogue: catalogueLt, cart: cartLt },
} as const;

export type Namespace = keyof (typeof catalogs)['en'];
