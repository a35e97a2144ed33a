import { lazy, Suspense, useEffect, useState } from 'react';
import { wireMenuTriggers } from './menu-trigger.ts';

const MenuRoot = lazy(() => import('./MenuRoot.tsx'));

/**
 * The header's dynamic-menu widget (storefront §2). On first load only the
 * trigger wiring; the mega menu, the phone drawer, the menu data and texts
 * load on the first hover, focus, key or tap.
 */
export function DynamicMenuIsland({ props }: { props: unknown }) {
  const [opener, setOpener] = useState<Element | null>(null);
  useEffect(() => wireMenuTriggers(props, setOpener), [props]);
  return opener ? (
    <Suspense fallback={null}>
      <MenuRoot props={props} opener={opener} />
    </Suspense>
  ) : null;
}
