import { z } from 'zod';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Schedule } from '../jobs/schedules.ts';
import { SUBSCRIPTION_RENEWAL_JOB, SUBSCRIPTION_RETRY_JOB, SUBSCRIPTION_SWEEP_JOB, type RenewalService } from './renewal.service.ts';

/**
 * The sweep runs every 10 minutes, once across instances; a sweep missed
 * while every instance was down is made up (up to a day back), so renewals
 * due then are not skipped: each is queued once (job key) and renewed once
 * (the period's key in the database).
 */
export const SUBSCRIPTION_SWEEP_SCHEDULE: Schedule = {
  identifier: SUBSCRIPTION_SWEEP_JOB,
  task: SUBSCRIPTION_SWEEP_JOB,
  cron: '*/10 * * * *',
  backfillMs: 24 * 60 * 60 * 1000,
};

/** The renewal tasks, by name. */
export function renewalJobs(renewals: RenewalService, log: (message: string) => void): Record<string, JobHandler> {
  return {
    [SUBSCRIPTION_SWEEP_JOB]: async () => {
      const swept = await renewals.sweep();
      if (swept.ended + swept.renewals + swept.retries + swept.reminders > 0) log(`subscriptions: ${JSON.stringify(swept)}`);
    },
    [SUBSCRIPTION_RENEWAL_JOB]: defineTask(
      z.object({ subscriptionId: z.number().int().positive(), dueAt: z.iso.datetime() }),
      async ({ subscriptionId, dueAt }) => {
        const outcome = await renewals.renew(subscriptionId, new Date(dueAt));
        log(`subscription ${subscriptionId} renewal due ${dueAt}: ${outcome.kind}`);
      },
    ),
    [SUBSCRIPTION_RETRY_JOB]: defineTask(z.object({ renewalId: z.number().int().positive() }), async ({ renewalId }) => {
      const outcome = await renewals.retry(renewalId);
      log(`renewal ${renewalId} retry: ${outcome.kind}`);
    }),
  };
}
