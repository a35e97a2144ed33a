import type { ProductImage } from '@soul/contracts';
import { IMAGE_WIDTHS, THUMBNAIL_WIDTH } from '@soul/domain/products/image-sizes';
import type { CatalogueImage } from '@soul/domain/products/product';
import { links } from '../links.ts';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;

/** Product image in the Store API shape, with a srcset over every generated width. */
export function serializeImage(image: CatalogueImage, siteUrl: string, sizes = '(max-width: 640px) 100vw, 600px'): ProductImage {
  return {
    id: image.id,
    src: siteUrl + links.media(image.fileKey, Math.min(LARGEST, image.width)),
    thumbnail: siteUrl + links.media(image.fileKey, THUMBNAIL_WIDTH),
    srcset: IMAGE_WIDTHS.map((w) => `${siteUrl}${links.media(image.fileKey, w)} ${w}w`).join(', '),
    sizes,
    name: `${image.fileKey}.webp`,
    alt: image.alt,
  };
}
