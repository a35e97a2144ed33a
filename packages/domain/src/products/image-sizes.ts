/**
 * Widths each product image is generated in (`{fileKey}-{width}.webp`, all
 * square). They double as the srcset widths; THUMBNAIL_WIDTH is the one used
 * for thumbnails (cart lines, bundle items).
 */
export const IMAGE_WIDTHS = [150, 300, 600, 1000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const THUMBNAIL_WIDTH: ImageWidth = 300;
/** The size the SVG is drawn at and stored in `media.width/height`. */
export const IMAGE_SOURCE_SIZE = 1000;

export function imageFileName(fileKey: string, width: number): string {
  return `${fileKey}-${width}.webp`;
}
