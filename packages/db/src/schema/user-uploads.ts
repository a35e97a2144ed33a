import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userPhotos } from './account-activity.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';

/**
 * What a user uploaded (account §7's media: the profile photo, a review's
 * photo or video), one row per upload, so every file has one stable numeric
 * id whichever table holds it, as WordPress's attachments do. The files and
 * their facts stay where they were (`user_photos`, `reviews.attachment_*`);
 * this row only names them. It follows its source by the database's own
 * rules (migration 0040): triggers add a row when a review with an
 * attachment or a profile photo is written (a replaced photo is a new upload
 * with a new id: the old file is gone), and the foreign keys remove it with
 * the review or the photo. So no writer can forget it.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['profile_photo', 'review_photo', 'review_video'] }).notNull(),
    /** The uploader; null once a guest's or a deleted account's review is all that is left. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A profile photo's row in `user_photos`. */
    photoUserId: integer('photo_user_id').references(() => userPhotos.userId, { onDelete: 'cascade' }),
    /** A review attachment's review. */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_uploads_user').on(t.userId, t.createdAt),
    uniqueIndex('user_uploads_photo').on(t.photoUserId),
    uniqueIndex('user_uploads_review').on(t.reviewId),
    check(
      'user_uploads_one_source',
      sql`(${t.kind} = 'profile_photo') = (${t.photoUserId} IS NOT NULL) AND (${t.kind} <> 'profile_photo') = (${t.reviewId} IS NOT NULL)`,
    ),
  ],
);
