import { sizeTerm } from './attributes.ts';
import { PALETTES } from './images/palette.ts';
import { IMAGE_SOURCE_SIZE } from '@soul/domain/products/image-sizes';
import type { ImageView, PackArt, ProductArt } from './images/svg.ts';
import { CATALOGUE } from './products/index.ts';
import type { DemoProduct, Localised } from './types.ts';

/**
 * One entry per demo image: its `media` row data, the product it belongs to
 * and how to draw it. The seed inserts these rows and generateProductImages
 * renders the same list, so rows and files always match.
 */
export interface DemoMedia {
  id: number;
  /** Names the files: `{fileKey}-{width}.webp`. */
  fileKey: string;
  productId: number;
  /** 0 is the main image. */
  position: number;
  alt: Localised;
  width: number;
  height: number;
  /** Drawing instructions, without the font decision made at render time. */
  art: Omit<ProductArt, 'withText'>;
}

const VIEWS: readonly ImageView[] = ['front', 'angle', 'back'];

const VIEW_NAMES: Readonly<Record<ImageView, Localised>> = {
  front: { en: 'front view', lt: 'vaizdas iš priekio' },
  angle: { en: 'side view', lt: 'vaizdas iš šono' },
  back: { en: 'back label', lt: 'galinė etiketė' },
};

export function demoMedia(catalogue: readonly DemoProduct[] = CATALOGUE): DemoMedia[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const entries: DemoMedia[] = [];
  for (const product of catalogue) {
    const category = product.categories[0] ?? 'upsell';
    const palette = PALETTES[category];
    for (let position = 0; position < product.art.images; position++) {
      const view = VIEWS[position] ?? 'front';
      const caption = captionFor(product, position);
      const packs =
        product.type === 'bundle'
          ? product.items.map((item) => {
              const child = byId.get(item.productId);
              if (!child) throw new Error(`Bundle ${product.id} lists unknown product ${item.productId}`);
              return packFor(child, 0, catalogue);
            })
          : [packFor(product, position, catalogue)];
      const id = entries.length + 1;
      entries.push({
        id,
        fileKey: `${product.copy.slug.en}-${position + 1}`,
        productId: product.id,
        position,
        alt: {
          en: `${product.copy.name.en}${caption ? ` ${caption}` : ''} – ${VIEW_NAMES[view].en}`,
          lt: `${product.copy.name.lt}${caption ? ` ${caption}` : ''} – ${VIEW_NAMES[view].lt}`,
        },
        width: IMAGE_SOURCE_SIZE,
        height: IMAGE_SOURCE_SIZE,
        art: { view, packs, background: palette.background, accent: palette.accent, seed: product.id * 10 + position },
      });
    }
  }
  return entries;
}

/** Text under the name: the size term, cycling through variations from image to image. */
function captionFor(product: DemoProduct, position: number): string {
  switch (product.type) {
    case 'variable':
    case 'variable-subscription': {
      const variation = product.variations[position % product.variations.length];
      return variation ? sizeTerm(variation.size).name : '';
    }
    case 'simple':
    case 'subscription':
      return product.size ? sizeTerm(product.size).name : (product.art.caption ?? '');
    case 'bundle':
      return '';
  }
}

function packFor(product: DemoProduct, position: number, catalogue: readonly DemoProduct[]): PackArt {
  const category = product.categories[0] ?? 'upsell';
  const labels = PALETTES[category].labels;
  // Neighbours in a category get different label colours.
  const indexInCategory = catalogue.filter((p) => p.categories[0] === category).indexOf(product);
  return {
    shape: product.art.shape,
    label: product.art.label,
    caption: captionFor(product, position),
    labelColour: labels[Math.max(0, indexInCategory) % labels.length] ?? '#555555',
  };
}
