import { PROFILE_PHOTO_MAX_BYTES } from '../api/constants.ts';

/** The photo types the spec allows (account §5: 'Only JPEG, PNG, and GIF are allowed.'). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export type PhotoProblem = 'type' | 'size';

/** Checked in the browser before uploading (the server checks the content again). */
export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'size';
  return null;
}
