import type { MarketingRepository } from '@soul/domain/marketing/marketing-port';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { ServerConfig } from '../../config.ts';
import type { Clock } from '../clock.ts';
import type { JobHandler } from '../jobs/job-task.ts';
import { KlaviyoAdapter } from './klaviyo-adapter.ts';
import { klaviyoSyncJob } from './klaviyo-sync-job.ts';
import { MarketingService } from './marketing.service.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

/**
 * E-mail marketing wired from configuration (a composition root): always the
 * local lists and records; with KLAVIYO_PRIVATE_KEY the repository queues
 * mirror jobs and the `klaviyo_sync` task sends them through the SDK.
 */
export function buildMarketing(deps: {
  config: Pick<ServerConfig, 'klaviyo' | 'abandonedCheckoutMailMinutes'>;
  /** The shop's clock: when a started checkout's reminder is due. */
  clock: Clock;
  /** Queueing mirror jobs when Klaviyo is on (build-services gives the Pg repository). */
  repository: MarketingRepository;
  limits: Pick<RateLimitRepository, 'reserve'>;
  unsubscribeSecret: string;
  /** The task name the repository queues mirror jobs under. */
  syncTask: string;
}) {
  const { config, repository, unsubscribeSecret } = deps;
  const service = new MarketingService({
    marketing: repository,
    unsubscribeTokens: new UnsubscribeTokens(unsubscribeSecret),
    limits: deps.limits,
    reminderAt: () =>
      config.abandonedCheckoutMailMinutes > 0 ? new Date(deps.clock.now().getTime() + config.abandonedCheckoutMailMinutes * 60_000) : null,
  });
  const jobHandlers: Record<string, JobHandler> = config.klaviyo
    ? { [deps.syncTask]: klaviyoSyncJob(new KlaviyoAdapter(config.klaviyo.privateKey, config.klaviyo.baseUrl)) }
    : {};
  return { service, jobHandlers };
}
