import { z } from 'zod/mini';

/** The largest klaviyo-track body accepted (event properties are a few fields; a cart summary at most). */
export const KLAVIYO_TRACK_BODY_BYTES = 16 * 1024;

/**
 * POST /wp-json/soul/v1/klaviyo-track (account §7): `{event_type, …event
 * properties}`. Only the server parses it. Properties are scalars or small
 * structures; the event type is checked against the events the server takes
 * from browsers.
 */
export const klaviyoTrackRequestSchema = z.catchall(
  z.object({ event_type: z.string().check(z.minLength(1), z.maxLength(50)) }),
  z.union([
    z.string().check(z.maxLength(2000)),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.unknown()),
    z.record(z.string(), z.unknown()),
  ]),
);
export type KlaviyoTrackRequest = z.infer<typeof klaviyoTrackRequestSchema>;

/** POST soul/v1/admin/marketing-lists: a list's id (Klaviyo's list id when mirroring) and name. */
export const adminMarketingListCreateSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** PUT soul/v1/admin/marketing-lists/{id}: the whole editable shape, the name (the id is the platform's list id and stays). */
export const adminMarketingListUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** GET soul/v1/admin/marketing-lists (the admin convention: paging, search by id or name). */
export const adminMarketingListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
