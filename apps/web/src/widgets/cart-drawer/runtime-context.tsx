import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useEffect, useState } from 'react';
import type { WidgetEnv } from '../../boot/widget-env.tsx';
import { loadCart } from '../../cart/load.ts';
import type { CartRuntime } from '../../cart/runtime.ts';

export const CartRuntimeContext = createContext<CartRuntime | null>(null);

export function useCartRuntime(): CartRuntime {
  const runtime = useContext(CartRuntimeContext);
  if (!runtime) throw new Error('useCartRuntime outside the cart drawer');
  return runtime;
}

const cache = new WeakMap<I18n, Promise<CartRuntime>>();

/** One promise per page and i18n instance. */
export function cartRuntimePromise(env: WidgetEnv, i18n: I18n): Promise<CartRuntime> {
  let promise = cache.get(i18n);
  if (!promise) {
    promise = loadCart(env, i18n);
    promise.catch(() => cache.delete(i18n));
    cache.set(i18n, promise);
  }
  return promise;
}

/** The cart runtime once loaded (null meanwhile, or when loading failed: `error`). */
export function useLoadedCartRuntime(env: WidgetEnv, i18n: I18n): { runtime: CartRuntime | null; error: unknown } {
  const [state, setState] = useState<{ runtime: CartRuntime | null; error: unknown }>({ runtime: null, error: null });
  useEffect(() => {
    let live = true;
    cartRuntimePromise(env, i18n).then(
      (runtime) => live && setState({ runtime, error: null }),
      (error: unknown) => live && setState({ runtime: null, error }),
    );
    return () => {
      live = false;
    };
  }, [env, i18n]);
  return state;
}
