import { useTranslation } from '../../i18n/use-translation.tsx';
import { shoppingCategories } from '@soul/contracts/catalogue-constants';
import { Badge } from '../../ui/Badge.tsx';
import { cx } from '../../ui/cx.ts';
import { AddRowButton, Availability, ListPrice, QuickViewButton, SelectBox, UnitsStepper } from './ProductRowParts.tsx';
import type { ProductViewProps } from './ProductTable.tsx';
import { optionsOf, purchaseTypeOf } from './row-model.ts';

/** Grid view: one card per product, the same selection, units and add as the table; two a row on a phone. */
export function ProductGrid({ products, controlsOf }: ProductViewProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ul className="grid grid-cols-1 gap-3 min-[340px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => {
        const controls = controlsOf(product);
        const image = product.images[0];
        const options = optionsOf(product);
        const category = shoppingCategories(product.categories)[0];
        return (
          <li
            key={product.id}
            className={cx(
              'relative flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border bg-surface shadow-[var(--shadow-card)] transition-colors',
              controls.selected ? 'border-brand-700 ring-1 ring-brand-700' : 'border-line',
            )}
          >
            <div className="absolute top-3 left-3 z-10 rounded-md bg-surface/90 p-1.5 shadow-sm">
              <SelectBox product={product} selected={controls.selected} onToggle={controls.onToggle} />
            </div>
            <a href={product.permalink} tabIndex={-1} aria-hidden="true" className="block bg-sand">
              {image ? (
                <img
                  src={image.src}
                  srcSet={image.srcset || undefined}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw"
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <span className="block aspect-square w-full" />
              )}
            </a>
            <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
              <div className="hidden flex-wrap gap-1.5 sm:flex">
                <Badge tone="brand">{t(`list.purchaseTypes.${purchaseTypeOf(product)}`)}</Badge>
                {category ? <Badge>{category.name}</Badge> : null}
              </div>
              <h2 className="font-display text-base leading-snug font-semibold break-words sm:text-lg">
                <a href={product.permalink} className="inline-block py-0.5 text-ink hover:text-brand-700 hover:underline">
                  {product.name}
                </a>
              </h2>
              {options.length > 0 ? <p className="hidden text-xs text-ink-muted sm:block">{options.join(' · ')}</p> : null}
              <ListPrice product={product} />
              <Availability product={product} />
              <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                <UnitsStepper product={product} units={controls.units} onUnits={controls.onUnits} size="sm" />
                <AddRowButton product={product} controls={controls} />
              </div>
              <QuickViewButton
                product={product}
                className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
