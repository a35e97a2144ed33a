import { useEffect, useState } from 'react';

/** The current time, ticking every second while `until` (ISO) is still ahead; then it stops. */
export function useNowUntil(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : Number.NaN;
  const ticking = Number.isFinite(end) && now < end;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
