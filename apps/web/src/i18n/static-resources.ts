import { cart as cartEn } from '@soul/i18n/locales/en/cart';
import { catalogue as catalogueEn } from '@soul/i18n/locales/en/catalogue';
import { common as commonEn } from '@soul/i18n/locales/en/common';
import { cart as cartLt } from '@soul/i18n/locales/lt/cart';
import { catalogue as catalogueLt } from '@soul/i18n/locales/lt/catalogue';
import { common as commonLt } from '@soul/i18n/locales/lt/common';
import type { Language, WidgetResources } from './resources.ts';

/** Server side (and tests): both languages, imported eagerly. */
export const STATIC_RESOURCES: Record<Language, WidgetResources> = {
  en: { common: commonEn, catalogue: catalogueEn, cart: cartEn },
  lt: { common: commonLt, catalogue: catalogueLt, cart: cartLt },
};
