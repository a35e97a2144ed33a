import { FIRST_RETRY_MS, REPORT_RETRIES } from './report-policy.ts';

export type Sleep = (ms: number) => Promise<void>;

const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The wait before retry number `retry` (0-based): 1 s, 2 s, 4 s, 8 s, 16 s. */
export function retryDelay(retry: number): number {
  return FIRST_RETRY_MS * 2 ** retry;
}

/**
 * Sends a report, and again after a network failure (a rejection) or an
 * answer `worthRetrying` says is passing (a 5xx), up to REPORT_RETRIES
 * times with growing waits. The last answer or failure is the result.
 * (The browser has the same loop in apps/web; the server may not import the
 * web package's runtime code, so it keeps its own.)
 */
export async function sendWithRetries<T>(send: () => Promise<T>, worthRetrying: (answer: T) => boolean, wait: Sleep = sleep): Promise<T> {
  for (let retry = 0; ; retry++) {
    const last = retry === REPORT_RETRIES;
    try {
      const answer = await send();
      if (last || !worthRetrying(answer)) return answer;
    } catch (error) {
      if (last) throw error;
    }
    await wait(retryDelay(retry));
  }
}
