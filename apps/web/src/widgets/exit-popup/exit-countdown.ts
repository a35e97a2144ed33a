import { ensurePromoCountdown } from '../../promotions/promo-timer.ts';
import type { PromotionClient } from '../../promotions/promotion-client.ts';
import type { ExitOfferConfig } from './exit-offer-config.ts';

export type ExitCountdown =
  | { status: 'running'; timeLeft: number; extended: boolean }
  | { status: 'expired'; canExtend: boolean }
  | { status: 'error'; message: string };

/** The extension's timer id (the server starts it: POST promotions/{slug}/extend). */
export function extensionTimerId(timerId: string): string {
  return `${timerId}:extension`;
}

/**
 * The popup's countdown when it opens (storefront §4): the promotion's
 * timer, started the first time the popup shows and never restarted. Once
 * it has run out, the 24-hour extension the visitor took, if it runs; one
 * not yet taken can be offered.
 */
export async function openExitCountdown(
  client: Pick<PromotionClient, 'checkTimer' | 'startTimer'>,
  config: Pick<ExitOfferConfig, 'timerId' | 'countdown'>,
): Promise<ExitCountdown> {
  const main = await ensurePromoCountdown(client, config.timerId, config.countdown);
  if ('error' in main) return { status: 'error', message: main.error };
  if (main.timeLeft > 0) return { status: 'running', timeLeft: main.timeLeft, extended: false };
  const extension = await client.checkTimer(extensionTimerId(config.timerId));
  if ('notStarted' in extension) return { status: 'expired', canExtend: true };
  if ('timeLeft' in extension && extension.timeLeft > 0) return { status: 'running', timeLeft: extension.timeLeft, extended: true };
  return { status: 'expired', canExtend: false };
}
