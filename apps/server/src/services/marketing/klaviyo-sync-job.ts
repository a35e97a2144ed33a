import { KLAVIYO_METRIC_NAMES, MARKETING_EVENT_KINDS } from '@soul/domain/marketing/events';
import { z } from 'zod';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { MarketingPlatform } from './klaviyo-adapter.ts';

const profileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  source: z.string().nullable(),
});

/** What the repository queues (packages/db marketing-writes.ts): everything the call needs, so the job reads nothing back. */
export const klaviyoSyncPayloadSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), listId: z.string(), profile: profileSchema, properties: z.record(z.string(), z.unknown()) }),
  z.object({ op: z.literal('unsubscribe'), listId: z.string(), email: z.string() }),
  z.object({
    op: z.literal('event'),
    eventId: z.number().int(),
    kind: z.enum(MARKETING_EVENT_KINDS),
    email: z.string(),
    time: z.iso.datetime(),
    properties: z.record(z.string(), z.unknown()),
  }),
]);
export type KlaviyoSyncPayload = z.infer<typeof klaviyoSyncPayloadSchema>;

/**
 * The `klaviyo_sync` job: one local change told to Klaviyo. Every call is
 * idempotent on Klaviyo's side (profile upsert, list subscription, events by
 * unique id), so a retry after a lost answer does no harm.
 */
export function klaviyoSyncJob(platform: MarketingPlatform): JobHandler {
  return defineTask(klaviyoSyncPayloadSchema, async (payload) => {
    switch (payload.op) {
      case 'subscribe':
        await platform.upsertProfile(payload.profile);
        await platform.subscribe(payload.listId, payload.profile.email, payload.profile.source);
        return;
      case 'unsubscribe':
        await platform.unsubscribe(payload.listId, payload.email);
        return;
      case 'event':
        await platform.track({
          uniqueId: `soul-event-${payload.eventId}`,
          metric: KLAVIYO_METRIC_NAMES[payload.kind],
          email: payload.email,
          time: new Date(payload.time),
          properties: payload.properties,
        });
    }
  });
}
