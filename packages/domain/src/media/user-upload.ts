import type { ReviewStatus } from '@soul/contracts';

/** Where an upload came from: the account's profile photo, or a review's one attachment. */
export type UserUploadKind = 'profile_photo' | 'review_photo' | 'review_video';

/**
 * One of a user's uploads (account §7) as the media list reads it: the
 * stable id of `user_uploads` and the facts of its source.
 */
export interface UserUpload {
  id: number;
  kind: UserUploadKind;
  /** The uploader; null for a guest's review. */
  userId: number | null;
  createdAt: Date;
  /** When the file last changed (a profile photo's upload; a review's moderation). */
  modifiedAt: Date;
  /** As stored or served: a profile photo's own type, `image/webp` for review photos, a video's by its container. */
  mimeType: string;
  /** The profile photo's bytes count and the first bytes of its image (enough for its size); null for a review's. */
  photo: { bytes: number; head: Uint8Array; version: number } | null;
  /** The review a review's attachment belongs to; null for the profile photo. */
  review: {
    id: number;
    title: string;
    status: ReviewStatus;
    productId: number;
    /** The attachment's key: a photo's file name stem, a video's file name. */
    fileKey: string;
    /** The widths a photo was stored in, smallest first; empty for a video. */
    widths: number[];
  } | null;
}

/** Whose uploads, which, in what order, which page. `owner` null: everyone's (administrators). */
export interface UserUploadQuery {
  owner: number | null;
  /** `image/webp` exactly, or `image` for every `image/…`. */
  mimeType: string | null;
  orderby: 'date' | 'id';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** The port the media service reads uploads through. */
export interface UserUploadRepository {
  list(query: UserUploadQuery): Promise<{ rows: UserUpload[]; total: number }>;
  byId(id: number): Promise<UserUpload | null>;
}
