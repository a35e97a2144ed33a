import { catalogue as catalogueEn } from './locales/en/catalogue.ts';
import { common as commonEn } from './locales/en/common.ts';
import { server as serverEn } from './locales/en/server.ts';
import { catalogue as catalogueLt } from './locales/lt/catalogue.ts';
import { common as commonLt } from './locales/lt/common.ts';
import { server as serverLt } from './locales/lt/server.ts';

/**
 * All catalogs by language and namespace. Namespaces keep the browser bundle
 * small: widgets load `common`/`catalogue`, the server uses `server`.
 */
export const catalogs = {
  en: { server: serverEn, common: commonEn, catalogue: catalogueEn },
  lt: { server: serverLt, common: commonLt, catalogue: catalogueLt },
} as const;

export type Namespace = keyof (typeof catalogs)['en'];
