import { useEffect, useState } from 'react';

export const BANNER_HOST_ID = 'soul-promo-banner';

/**
 * Where the banner renders: a sticky box just before the page header, a
 * child of <body>. Its mount point is inside the header, and a sticky
 * element only sticks within its parent; up here it stays at the top of
 * the window through the whole page, while the header's own controls
 * scroll normally below it and are never covered. Made only while a
 * banner shows, so no empty box shifts the page. The banner renders into
 * the box before it is placed: nothing is painted in between.
 */
export function useBannerHost(wanted: boolean): HTMLElement | null {
  const [box] = useState(() => {
    const element = document.createElement('div');
    element.id = BANNER_HOST_ID;
    element.className = 'sticky top-0 z-40';
    return element;
  });
  useEffect(() => {
    if (!wanted) return;
    const header = document.getElementById('soul-header-widgets')?.closest('header');
    if (header) header.before(box);
    else document.body.prepend(box);
    return () => box.remove();
  }, [box, wanted]);
  return wanted ? box : null;
}
