import { useEffect, useRef, useState } from 'react';

/** How far below the fold the widget starts loading, so it is there when scrolled to. */
const MARGIN = '600px 0px';

/**
 * True once the element comes near the viewport (and stays true). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
