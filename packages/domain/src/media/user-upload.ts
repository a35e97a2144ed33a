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

/**
 * The width and height a WebP file's first 30 bytes give (RIFF header and
 * its first chunk: lossy `VP8 `, lossless `VP8L` or extended `VP8X`); null
 * for anything else. The shop stores every photo as WebP, so the media list
 * can tell a photo's size without decoding it.
 */
export function webpSize(head: Uint8Array): { width: number; height: number } | null {
  if (head.length < 30) return null;
  const text = (from: number, length: number) => String.fromCharCode(...head.subarray(from, from + length));
  if (text(0, 4) !== 'RIFF' || text(8, 4) !== 'WEBP') return null;
  const chunk = text(12, 4);
  const at = (i: number) => head[i] ?? 0;
  if (chunk === 'VP8 ') {
    // After the frame tag (3 bytes) and start code (3 bytes): 14-bit width and height.
    return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // After the signature byte 0x2f: width − 1 and height − 1, 14 bits each.
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
  }
  return null;
}
