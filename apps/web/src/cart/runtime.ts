import type { i18n as I18n } from 'i18next';
import { CartClient } from '../api/cart-client.ts';
import { NonceStore } from '../api/nonce-store.ts';
import type { WidgetPageSettings } from '../boot/settings.ts';
import { ensureCartNamespace } from '../i18n/load-cart-resources.ts';
import { CartActions } from './cart-actions.ts';
import { cartSettingsOf, type CartSettings } from './cart-settings.ts';

/** The page's cart services: one client (with its nonces) and one set of actions. */
export interface CartRuntime {
  settings: CartSettings;
  client: CartClient;
  actions: CartActions;
  i18n: I18n;
}

let current: Promise<CartRuntime> | null = null;

export function createCartRuntime(page: WidgetPageSettings, i18n: I18n, fetchImpl?: typeof fetch): CartRuntime {
  const settings = cartSettingsOf(page);
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});
  const client = new CartClient({
    storeRoot: settings.storeRoot,
    soulRoot: settings.soulRoot,
    ajaxUrl: settings.ajaxUrl,
    language: settings.language,
    nonces: new NonceStore(settings.nonces),
    text: { network: () => t('common:errors.network'), invalidResponse: () => t('cart:errors.invalidResponse') },
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return { settings, client, actions: new CartActions({ client, t }), i18n };
}

/** The runtime, created once per page after the `cart` texts have loaded. */
export function getCartRuntime(settings: WidgetPageSettings, i18n: I18n): Promise<CartRuntime> {
  if (!current) {
    current = ensureCartNamespace(i18n).then(() => createCartRuntime(settings, i18n));
    current.catch(() => {
      current = null;
    });
  }
  return current;
}

/** Tests: install a runtime (or forget it). */
export function setCartRuntime(runtime: CartRuntime | null): void {
  current = runtime ? Promise.resolve(runtime) : null;
}
