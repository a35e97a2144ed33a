import { lazy, Suspense, useEffect } from 'react';
import type { Island } from '../../boot/island.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { isPlainLeftClick } from '../../ui/plain-click.ts';
import { BannerIsland } from '../banner/BannerIsland.tsx';
import { ExitPopupIsland } from '../exit-popup/ExitPopupIsland.tsx';
import { UrlParamsIsland } from '../url-params/UrlParamsIsland.tsx';
import { DynamicMenuIsland } from '../dynamic-menu/DynamicMenuIsland.tsx';

const CartDrawer = lazy(() => import('./CartDrawer.tsx'));

/**
 * The header's cart-drawer widget. On first load it is only this: it makes
 * #soul-cart-button open the drawer (without JS the button links to the
 * checkout) and preloads the drawer's chunk on hover or focus. The drawer
 * UI, the cart client and the `cart` texts load on first open or first add.
 */
export function CartDrawerIsland() {
  const requested = useDrawerStore((state) => state.requested);

  useEffect(() => {
    const button = document.getElementById('soul-cart-button');
    if (!button) return;
    const { openDrawer, preload } = useDrawerStore.getState();
    const open = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      openDrawer(button);
    };
    button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', open);
    button.addEventListener('pointerenter', preload, { once: true });
    button.addEventListener('focus', preload, { once: true });
    return () => {
      button.removeEventListener('click', open);
      button.removeEventListener('pointerenter', preload);
      button.removeEventListener('focus', preload);
    };
  }, []);

  return requested ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

const island: Island = {
  render: () => <CartDrawerIsland />,
};

export default island;

/** The url-params widget shares this chunk (boot/registry.ts). */
export const urlParamsIsland: Island = {
  render: () => <UrlParamsIsland />,
};

/** The promo banner's trigger shares this chunk too (boot/registry.ts). */
export const bannerIsland: Island = {
  render: () => <BannerIsland />,
};

/** The exit-popup widget's trigger shares this chunk too (boot/registry.ts). */
export const exitPopupIsland: Island = {
  render: () => <ExitPopupIsland />,
};

/** The dynamic menu's trigger wiring shares this chunk too (boot/registry.ts); the menu itself is lazy. */
export const menuIsland: Island = {
  render: (props) => <DynamicMenuIsland props={props} />,
};
