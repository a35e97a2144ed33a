import type { common } from '@soul/i18n/locales/en/common';
import type { catalogue } from '@soul/i18n/locales/en/catalogue';
import type { cart } from '@soul/i18n/locales/en/cart';
import type { DeepStrings } from '@soul/i18n';

/** The namespaces the widgets use (the `server` one never ships to the browser). */
export const WIDGET_NAMESPACES = ['common', 'catalogue'] as const;

export interface WidgetResources {
  common: DeepStrings<typeof common>;
  catalogue: DeepStrings<typeof catalogue>;
  /** Loaded with the cart chunk on the client (i18n/load-cart-resources.ts); always present on the server and in tests. */
  cart?: CartResources;
}

export type CartResources = DeepStrings<typeof cart>;

export type Language = 'en' | 'lt';
