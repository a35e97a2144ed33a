import { createHash } from 'node:crypto';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { PromotionRepository } from '@soul/domain/promotions/promotion-port';
import { isServerStartedTimerId } from '@soul/domain/promotions/promotion';
import { timeLeftSeconds, timerExpiresAt } from '@soul/domain/promotions/timer';
import type { TimerOwner, TimerRepository } from '@soul/domain/promotions/timer-port';
import type { Clock } from '../clock.ts';

/** Starts a visitor may make per hour (each promo page starts one or two), and per address for cookie-less floods. */
const STARTS_PER_VISITOR_HOUR = 60;
const STARTS_PER_IP_HOUR = 600;
const HOUR = 3600;

/** The visitor a timer belongs to: the account when signed in, else the session. */
export function timerOwner(visitor: { userId: number }, sessionToken: string): TimerOwner {
  return visitor.userId > 0 ? { userId: visitor.userId } : { sessionToken };
}

export type TimerCheck = { timeLeft: number } | 'not_started';
export type TimerStart = { timeLeft: number } | 'rate_limited' | 'server_only';

/**
 * The shop's own countdown service (storefront §4, §7 "timer worker"):
 * a timer is stored once per visitor and id and only ever read again, so no
 * reload, tab, device or sign-in restarts it. A promotion's timer
 * (`promo-<slug>`) always runs for the promotion's countdown, whatever
 * length the client asks for.
 */
export class TimerService {
  constructor(
    private readonly deps: {
      timers: TimerRepository;
      promotions: Pick<PromotionRepository, 'bySlug'>;
      limits: Pick<RateLimitRepository, 'reserve'>;
      clock: Clock;
    },
  ) {}

  async check(owner: TimerOwner, timerId: string): Promise<TimerCheck> {
    const timer = await this.deps.timers.find(owner, timerId);
    return timer ? { timeLeft: timeLeftSeconds(timer.expiresAt, this.deps.clock.now()) } : 'not_started';
  }

  async start(owner: TimerOwner, timerId: string, seconds: number, ip: string): Promise<TimerStart> {
    // A promotion's 24-hour extension starts only through its own route, which checks the countdown has run out.
    if (isServerStartedTimerId(timerId)) return 'server_only';
    const existing = await this.deps.timers.find(owner, timerId);
    const now = this.deps.clock.now();
    if (existing) return { timeLeft: timeLeftSeconds(existing.expiresAt, now) };
    const who = 'userId' in owner ? `u${owner.userId}` : `s${createHash('sha256').update(owner.sessionToken).digest('hex').slice(0, 32)}`;
    if (
      !(await this.deps.limits.reserve(`timer-start:${who}`, HOUR, STARTS_PER_VISITOR_HOUR)) ||
      !(await this.deps.limits.reserve(`timer-start-ip:${ip}`, HOUR, STARTS_PER_IP_HOUR))
    )
      return 'rate_limited';
    const duration = (await this.promotionCountdown(timerId)) ?? seconds;
    const timer = await this.deps.timers.startOnce(owner, { timerId, startedAt: now, expiresAt: timerExpiresAt(now, duration) });
    return { timeLeft: timeLeftSeconds(timer.expiresAt, now) };
  }

  private async promotionCountdown(timerId: string): Promise<number | null> {
    const slug = /^promo-([a-z0-9][a-z0-9-]{0,79})$/.exec(timerId)?.[1];
    if (!slug) return null;
    const promotion = await this.deps.promotions.bySlug(slug, 'en');
    return promotion && promotion.slug === slug ? promotion.countdownSeconds : null;
  }
}
