import type { PromotionClient, TimerState } from './promotion-client.ts';

export type PromoCountdown = { timeLeft: number } | { error: string };

/**
 * The countdown flow of storefront §4 ("promo parameter flow"): check the
 * visitor's timer; if it has not started, start it (`onStarted` runs, e.g.
 * to set the landing-promo cookie) and read the time left again. The server
 * never restarts a running or finished timer, so a reload, a second tab or
 * another device sees the same deadline. An empty error means the service
 * gave no text: the caller shows §8's 'Timer service error…'.
 */
export async function ensurePromoCountdown(
  client: Pick<PromotionClient, 'checkTimer' | 'startTimer'>,
  timerId: string,
  seconds: number,
  onStarted?: () => void,
): Promise<PromoCountdown> {
  const checked = await client.checkTimer(timerId);
  if (!('notStarted' in checked)) return settled(checked);
  const started = await client.startTimer(timerId, seconds);
  if ('error' in started) return started;
  onStarted?.();
  return settled(await client.checkTimer(timerId));
}

function settled(state: TimerState): PromoCountdown {
  if ('notStarted' in state) return { error: '' };
  return state;
}

/** The deadline (epoch ms) a `timeLeft` in seconds means now. */
export function deadlineOf(timeLeftSeconds: number, now: number = Date.now()): number {
  return now + timeLeftSeconds * 1000;
}
