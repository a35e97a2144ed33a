import type { CartItem } from '@soul/contracts';
import { cx } from '../../ui/cx.ts';

/** A line's picture (72 px, 44 px for a bundle's items); decorative: the name beside it says what it is. */
export function LineThumbnail({ line, size = 'md' }: { line: CartItem; size?: 'md' | 'sm' }) {
  const image = line.images[0];
  const box = size === 'md' ? 'size-18' : 'size-11';
  if (!image) return <span className={cx(box, 'shrink-0 rounded-xl bg-sand')} aria-hidden="true" />;
  return (
    <img
      src={image.thumbnail || image.src}
      srcSet={image.srcset || undefined}
      sizes={size === 'md' ? '72px' : '44px'}
      alt=""
      width={size === 'md' ? 72 : 44}
      height={size === 'md' ? 72 : 44}
      loading="lazy"
      className={cx(box, 'shrink-0 rounded-xl bg-sand object-cover')}
    />
  );
}
