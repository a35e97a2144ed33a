import type { ProductImage } from '@soul/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';

/**
 * The Store API gives no image dimensions, so the main image box is square
 * (width/height attributes + aspect-square): the page never shifts while
 * images load. Thumbnails are buttons that swap the main image.
 */
export const MAIN_IMAGE_SIZE = 800;

export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [active, setActive] = useState(0);
  const main = images[active] ?? images[0];

  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-sand">
        {main ? (
          <img
            src={main.src}
            srcSet={main.srcset || undefined}
            sizes={main.sizes || '(min-width: 1024px) 560px, 100vw'}
            width={MAIN_IMAGE_SIZE}
            height={MAIN_IMAGE_SIZE}
            alt={main.alt || name}
            fetchPriority={active === 0 ? 'high' : 'auto'}
            decoding="async"
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="flex aspect-square w-full items-center justify-center text-ink-muted">{t('gallery.noImage')}</div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-pressed={index === active}
                className={cx(
                  'block w-full overflow-hidden rounded-xl border-2 bg-sand transition-colors',
                  index === active ? 'border-brand-700' : 'border-transparent hover:border-line-strong',
                )}
              >
                <span className="sr-only">{t('gallery.showImage', { index: index + 1, count: images.length })}</span>
                <img
                  src={image.thumbnail}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
