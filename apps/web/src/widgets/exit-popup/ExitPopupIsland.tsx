import { lazy, Suspense, useEffect, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { exitPopupFlag, isSuppressedPath, watchExitIntent } from './exit-intent.ts';

const ExitPopup = lazy(() => import('./ExitPopup.tsx'));

/**
 * The header's exit-popup widget (storefront §2, §4). On first load only
 * the exit-intent watch; the popup, its texts and the promotion client load
 * when it triggers.
 */
export function ExitPopupIsland() {
  const { page } = useWidgetEnv();
  const [triggered, setTriggered] = useState(false);
  useEffect(() => {
    if (isSuppressedPath(window.location.pathname) || !exitPopupFlag(page?.raw)) return;
    return watchExitIntent(window, () => setTriggered(true));
  }, [page]);
  return triggered ? (
    <Suspense fallback={null}>
      <ExitPopup />
    </Suspense>
  ) : null;
}
