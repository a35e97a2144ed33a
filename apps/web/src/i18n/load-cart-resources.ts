import type { i18n as I18n } from 'i18next';
import type { CartResources, Language } from './resources.ts';

/**
 * The `cart` namespace, fetched with the cart chunk (never on first load)
 * and added to the page's i18next instance once.
 */
async function importCart(language: Language): Promise<CartResources> {
  return language === 'lt' ? (await import('@soul/i18n/locales/lt/cart')).cart : (await import('@soul/i18n/locales/en/cart')).cart;
}

const pending = new WeakMap<I18n, Promise<void>>();

export function ensureCartNamespace(i18n: I18n): Promise<void> {
  const language: Language = i18n.language === 'lt' ? 'lt' : 'en';
  if (i18n.hasResourceBundle(language, 'cart')) return Promise.resolve();
  let promise = pending.get(i18n);
  if (!promise) {
    promise = importCart(language).then((resources) => {
      i18n.addResourceBundle(language, 'cart', resources, true, false);
    });
    promise.catch(() => pending.delete(i18n));
    pending.set(i18n, promise);
  }
  return promise;
}
