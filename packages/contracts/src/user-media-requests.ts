import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { intLike } from './product-query.ts';

/** GET wp/v2/media (only the server parses it; the browser sends a plain query string). */

const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);

export const USER_MEDIA_SORTS = ['date', 'id'] as const;

/**
 * WordPress's media list parameters the shop supports: paging (`per_page`
 * 1–100, WordPress's default 10), `media_type`, `mime_type` (a full type
 * such as `image/webp`, or its first half such as `video`, as WordPress
 * accepts), `orderby` date or id, `order`, and `author` (administrators only;
 * anyone else sees their own whatever they ask).
 */
export const userMediaQuerySchema = z.object({
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    10,
  ),
  /** WordPress's values: the first half of the MIME type. */
  media_type: z.optional(z.enum(['image', 'video', 'audio', 'text', 'application'])),
  mime_type: z.optional(z.string().check(z.regex(/^[a-z]+(?:\/[a-z0-9.+-]+)?$/, 'must be a MIME type such as image/webp'))),
  orderby: z._default(z.enum(USER_MEDIA_SORTS), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  author: z.optional(z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)))),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type UserMediaQuery = z.infer<typeof userMediaQuerySchema>;
