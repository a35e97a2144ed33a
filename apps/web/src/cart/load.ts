import type { i18n as I18n } from 'i18next';
import type { WidgetEnv } from '../boot/widget-env.tsx';
import type { CartRuntime } from './runtime.ts';

/**
 * The cart services, loaded on demand (first add, first drawer open, a URL
 * parameter): this file is all the first-load path carries of the cart.
 */
export async function loadCart(env: WidgetEnv, i18n: I18n): Promise<CartRuntime> {
  if (!env.page) throw new Error('The cart needs the page settings (browser only)');
  const { getCartRuntime } = await import('./runtime.ts');
  return getCartRuntime(env.page, i18n);
}
