import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import { CLIENT_ERROR_REPORTS_PER_WINDOW, CLIENT_ERROR_WINDOW_SECONDS, problem, type Problem } from '@soul/contracts';

/**
 * Browser error reports (storefront §8, account §8) when the shop has no
 * Sentry DSN: anyone may report (a guest's page crashes too), so each
 * client address has a few reports a window, counted in the database like
 * the sign-in limits, so every instance agrees.
 */
export class ClientErrorReports {
  constructor(private readonly limits: Pick<RateLimitRepository, 'reserve'>) {}

  async admit(clientAddress: string): Promise<{ ok: true } | { ok: false; problem: Problem }> {
    const admitted = await this.limits.reserve(
      `client-errors:${clientAddress}`,
      CLIENT_ERROR_WINDOW_SECONDS,
      CLIENT_ERROR_REPORTS_PER_WINDOW,
    );
    return admitted ? { ok: true } : { ok: false, problem: problem('tooManyReports') };
  }
}
