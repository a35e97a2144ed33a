import { useEffect, useRef, useState } from 'react';

/** How long quantity changes settle before one update-item goes out. */
export const QUANTITY_SETTLE_MS = 400;

/**
 * A line's quantity while the shopper is still changing it: quick clicks and
 * typing settle for a moment into one `commit`; while the line is busy a
 * change is committed at once (the store then shows its busy notice).
 * Returns the unsettled value (null when there is none) and the change handler.
 */
export function useSettledQuantity(
  busy: boolean,
  commit: (quantity: number) => void,
): { draft: number | null; change: (quantity: number) => void } {
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (quantity: number) => {
    if (timer.current) clearTimeout(timer.current);
    if (busy) {
      setDraft(null);
      commit(quantity);
      return;
    }
    setDraft(quantity);
    timer.current = setTimeout(() => {
      timer.current = null;
      setDraft(null);
      commit(quantity);
    }, QUANTITY_SETTLE_MS);
  };
  return { draft, change };
}
