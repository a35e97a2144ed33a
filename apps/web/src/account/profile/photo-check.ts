import { PROFILE_PHOTO_MAX_BYTES } from '@soul/contracts';

/** The photo types the spec allows (account §5: 'Only JPEG, PNG, and GIF are allowed.'). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export type PhotoProblem = 'type' | 'size';

/** Checked in the browser before uploading (the server checks the content again). */
export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'size';
  return null;
}

/**
 * Whether the browser can decode the file as a picture: a text file renamed
 * .png has the right type and size but no image in it. createImageBitmap
 * where the browser has it, else an <img> that loads or fails.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
