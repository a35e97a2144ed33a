import { z } from 'zod/mini';
import { ACCOUNT_EVENT_TYPES, ACCOUNT_EVENTS_PER_PAGE } from './account-events.ts';
import { dbIdSchema } from './ids.ts';

/**
 * POST /wp-json/soul/v1/events (account §7): `{paged, per_page, user_id,
 * query_args}`. `user_id` is whose log (the reader's own when left out);
 * `query_args.type` filters by event type.
 */
export const accountEventsBodySchema = z.object({
  paged: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), ACCOUNT_EVENTS_PER_PAGE),
  user_id: z.optional(z.nullable(dbIdSchema)),
  query_args: z._default(z.object({ type: z.optional(z.enum(ACCOUNT_EVENT_TYPES)) }), {}),
});
export type AccountEventsQuery = z.infer<typeof accountEventsBodySchema>;
