import { useEffect, useEffectEvent, useState } from 'react';

/** Seconds left until `deadline` (epoch ms), never below 0. */
export function secondsUntil(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** hh:mm:ss (storefront §2 red countdown banner; 'Promo Expired - 00:00:00'). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** mm:ss for countdowns under an hour (the exit popup's 30 minutes). */
export function formatShortCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/**
 * Ticks once a second towards `deadline` (null: not running) and calls
 * `onExpire` once when it reaches zero. The deadline comes from the
 * server's timer, so the count is the same after a reload.
 */
export function useCountdown(deadline: number | null, onExpire?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    if (deadline === null) return;
    let fired = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(deadline, current) === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expire();
      }
    };
    const timer = setInterval(tick, 1000);
    // Tick at once: `now` dates from the first render, and a deadline that came later (after
    // a fetch) would otherwise show more time than the server gave for up to a second.
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : secondsUntil(deadline, now);
}
