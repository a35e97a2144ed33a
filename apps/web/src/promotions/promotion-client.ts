import { shownPromotionSchema, type PromotionKind, type ShownPromotion } from '@soul/contracts/promotions';
import { ApiRequestError, fetchOk, type HttpOptions } from '../api/http.ts';
import { isRecord } from '../shared/is-record.ts';

/**
 * The storefront's calls to the promotion and timer routes (storefront §4,
 * §7): `soul/v1/promotions/{slug}`, `promotions?kind=`, `…/{slug}/claim`,
 * `timers/check`, `timers/start`. Shared by the banner, the exit popup and
 * the quantity-offer widget; each loads it with its own lazy chunk.
 */
export interface PromotionClientOptions extends HttpOptions {
  soulRoot: string;
  language: 'en' | 'lt';
  /** The WP REST nonce (`X-WP-Nonce`) for writes that need one (the exit offer's claim). */
  restNonce?: () => string;
}

/** The timers/check answer's code for a countdown that has not been started yet. */
export const TIMER_NOT_STARTED_CODE = 'soul_timer_not_started';

/** `{timeLeft}` in seconds, `not_started`, or the service's error text. */
export type TimerState = { timeLeft: number } | { notStarted: true } | { error: string };

export interface ExitOfferClaim {
  isApplied: boolean;
  code: string;
  description: string;
  expiresInSeconds: number;
}

export class PromotionClient {
  constructor(private readonly options: PromotionClientOptions) {}

  private url(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ ...query, lang: this.options.language });
    return `${this.options.soulRoot}/${path}?${params.toString()}`;
  }

  /** A live promotion by slug or landing slug; null when there is none (ended, unknown). */
  async promotion(slug: string): Promise<ShownPromotion | null> {
    try {
      const response = await fetchOk(this.url(`promotions/${encodeURIComponent(slug)}`), this.options);
      return shownPromotionSchema.parse(await response.json());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  }

  /** The live promotions of a kind, newest first. */
  async live(kind: PromotionKind): Promise<ShownPromotion[]> {
    const response = await fetchOk(this.url('promotions', { kind }), this.options);
    const answer: unknown = await response.json();
    return Array.isArray(answer) ? answer.map((item) => shownPromotionSchema.parse(item)) : [];
  }

  /** GET timers/check: the time left, `notStarted` (404), or the error text. */
  async checkTimer(timerId: string): Promise<TimerState> {
    const response = await this.timerFetch(this.url('timers/check', { timerId }), { method: 'GET' });
    const body: unknown = await response.json().catch(() => null);
    // The shop answers "not started" with 200 and this code; a 404 is how a plain timer worker says it.
    if (response.status === 404 || (isRecord(body) && body.code === TIMER_NOT_STARTED_CODE)) return { notStarted: true };
    return timerStateOf(response.status, body);
  }

  /** POST timers/start: starts the visitor's countdown once; a running one is never restarted. */
  async startTimer(timerId: string, seconds: number): Promise<TimerState> {
    const response = await this.timerFetch(this.url('timers/start'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ timerId, timer: seconds }),
    });
    return timerStateOf(response.status, await response.json().catch(() => null));
  }

  /** The exit offer's e-mail step: a personal coupon, applied to the cart. Throws ApiRequestError with the server's text. */
  async claimExitOffer(slug: string, email: string): Promise<ExitOfferClaim> {
    const response = await fetchOk(this.url(`promotions/${encodeURIComponent(slug)}/claim`), this.options, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': this.options.restNonce?.() ?? '' },
      body: JSON.stringify({ email }),
    });
    const answer: unknown = await response.json();
    const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
    return {
      isApplied: data.is_applied === true,
      code: typeof data.code === 'string' ? data.code : '',
      description: typeof data.description === 'string' ? data.description : '',
      // `expires` is JSON-encoded seconds ("1800"): Number reads it, and anything else is 0 rather than a throw after the coupon was applied.
      expiresInSeconds: Number(data.expires) || 0,
    };
  }

  /**
   * The 24-hour extension of an expired countdown (storefront §4, §9): the
   * server starts it once, only after the countdown has run out. Throws
   * ApiRequestError with the server's text when it refuses.
   */
  async extendOffer(slug: string): Promise<{ timerId: string; timeLeft: number }> {
    const response = await fetchOk(this.url(`promotions/${encodeURIComponent(slug)}/extend`), this.options, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': this.options.restNonce?.() ?? '' },
      body: '{}',
    });
    const answer: unknown = await response.json();
    return {
      timerId: isRecord(answer) && typeof answer.timerId === 'string' ? answer.timerId : '',
      timeLeft: isRecord(answer) && typeof answer.timeLeft === 'number' ? Math.max(0, Math.floor(answer.timeLeft)) : 0,
    };
  }

  /** Timer calls answer refusals as `{error}` bodies, so they are read here rather than thrown by fetchOk. */
  private async timerFetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await (this.options.fetchImpl ?? fetch)(url, {
        credentials: 'same-origin',
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
      });
    } catch {
      return new Response(null, { status: 503 });
    }
  }
}

function timerStateOf(status: number, body: unknown): TimerState {
  if (status === 200 && isRecord(body) && typeof body.timeLeft === 'number') return { timeLeft: Math.max(0, Math.floor(body.timeLeft)) };
  if (isRecord(body) && typeof body.error === 'string' && body.error !== '') return { error: body.error };
  return { error: '' };
}
