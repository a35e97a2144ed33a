import { z } from 'zod/mini';
import { recordOf } from './record-of.ts';

/**
 * A user's own upload (account §7: the profile photo, a review's photo or
 * video) in WordPress's media (attachment) REST shape, `GET wp/v2/media`.
 * Ids are `user_uploads` ids (docs/architecture.md, "Media"), stable
 * whichever source the file came from. `soul` carries what WordPress has no
 * field for: where the file came from and its review's moderation state.
 */
export const USER_MEDIA_SOURCES = ['profile_photo', 'review'] as const;
export type UserMediaSource = (typeof USER_MEDIA_SOURCES)[number];

export const USER_MEDIA_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;

const rendered = z.object({ rendered: z.string() });

const mediaSizeSchema = z.object({
  file: z.string(),
  width: z.number(),
  height: z.number(),
  mime_type: z.string(),
  source_url: z.string(),
});

export const userMediaSchema = z.object({
  id: z.number(),
  /** Local time of the shop (WordPress's `date`), ISO 8601 without zone; `date_gmt` the same instant in UTC. */
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  guid: rendered,
  slug: z.string(),
  /** WordPress's attachment status: `inherit` (it follows the post it is attached to). */
  status: z.string(),
  type: z.enum(['attachment']),
  link: z.string(),
  title: rendered,
  author: z.number(),
  caption: rendered,
  description: rendered,
  alt_text: z.string(),
  media_type: z.enum(['image', 'file']),
  mime_type: z.string(),
  source_url: z.string(),
  media_details: z.object({
    /** Absent for a video: the server has no decoder to measure it. */
    width: z.optional(z.number()),
    height: z.optional(z.number()),
    file: z.string(),
    filesize: z.number(),
    sizes: recordOf(mediaSizeSchema),
  }),
  /** The review the file is attached to; null for the profile photo. */
  post: z.nullable(z.number()),
  soul: z.object({
    source: z.enum(USER_MEDIA_SOURCES),
    /** The review's moderation state (null for the profile photo): a pending review's media is seen by its author and administrators only. */
    review_status: z.nullable(z.enum(USER_MEDIA_REVIEW_STATES)),
    /** The reviewed product's name in the reader's language (null for the profile photo). */
    product_name: z.nullable(z.string()),
  }),
});
export type UserMedia = z.infer<typeof userMediaSchema>;

export const userMediaListSchema = z.array(userMediaSchema);

/** The account's panel asks for this many (the account §7 list); WordPress's own default is 10. */
export const ACCOUNT_MEDIA_PAGE_SIZE = 20;
