import { server as serverEn } from './locales/en/server.ts';
import { server as serverLt } from './locales/lt/server.ts';

/**
 * All catalogs by language and namespace. Namespaces keep the browser bundle
 * small: widgets load `common`/`catalogue`, the server uses `server`.
 */
export const catalogs = {
  en: { server: serverEn },
  lt: { server: serverLt },
} as const;

export type Namespace = keyof (typeof catalogs)['en'];
