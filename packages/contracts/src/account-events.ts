import { z } from 'zod/mini';

/** The event log's type filters (account §9). */
export const ACCOUNT_EVENT_TYPES = ['login', 'logout', 'viewed', 'modified'] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

/** What an event was about. */
export const ACCOUNT_EVENT_SUBJECTS = ['session', 'order', 'invoice', 'profile', 'subscription'] as const;
export type AccountEventSubject = (typeof ACCOUNT_EVENT_SUBJECTS)[number];

/** The event log's page size (account §9: 20 per page). */
export const ACCOUNT_EVENTS_PER_PAGE = 20;

/** What the browser sends to POST /events (account §7); the server parses it with account-event-requests.ts. */
export interface AccountEventsBody {
  paged?: number;
  per_page?: number;
  user_id?: number | null;
  query_args?: { type?: AccountEventType };
}

/** One row of the log; the page's total is in X-WP-Total / X-WP-TotalPages. */
export const accountEventSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  type: z.enum(ACCOUNT_EVENT_TYPES),
  subject: z.enum(ACCOUNT_EVENT_SUBJECTS),
  subject_id: z.nullable(z.number()),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;
export const accountEventsSchema = z.array(accountEventSchema);
