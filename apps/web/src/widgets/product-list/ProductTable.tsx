import type { StoreProduct } from '@soul/contracts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';
import { listPriceOf } from './row-model.ts';
import { AddRowButton, Availability, ListPrice, QuickViewButton, SelectBox, UnitsStepper, type RowControls } from './ProductRowParts.tsx';
import { categoryNamesOf, optionsOf, purchaseTypeOf } from './row-model.ts';

export interface ProductViewProps {
  products: StoreProduct[];
  controlsOf: (product: StoreProduct) => RowControls;
  allSelected: boolean;
  onToggleAll: () => void;
}

/** The columns a phone card leaves out (it keeps image, name, price, stock, units and add). */
const WIDE_ONLY = 'hidden lg:table-cell';
/**
 * The order-units column stays in view at the table's right edge while the
 * other columns scroll under it: in a box narrower than the table (the
 * account area beside its menu) it is the column a buyer came for.
 */
const PINNED_RIGHT = 'lg:sticky lg:right-0 lg:z-[1] lg:shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.25)]';

/**
 * Table view (account §2 columns: name, purchase type, option, availability,
 * category, price, order units). The table needs ~60rem: below `lg` (where it
 * does not fit, storefront §9's 640 px phones included) the same rows are
 * drawn as cards, two a row, by CSS alone, so the server's HTML is already
 * right and nothing moves at hydration.
 */
export function ProductTable({ products, controlsOf, allSelected, onToggleAll }: ProductViewProps) {
  const { t } = useTranslation('catalogue');
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wider text-ink-muted uppercase';
  return (
    <div className="relative min-w-0 max-w-full lg:overflow-x-auto lg:rounded-[var(--radius-card)] lg:border lg:border-line lg:bg-surface lg:shadow-[var(--shadow-card)]">
      <table className="block w-full border-collapse text-sm lg:table lg:min-w-[60rem]">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="hidden border-b border-line bg-canvas lg:table-header-group">
          <tr>
            <th scope="col" className={cx(th, 'w-12 pl-5')}>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={onToggleAll}
                aria-label={t('list.selectAll')}
                className="size-5 cursor-pointer accent-brand-700"
              />
            </th>
            <th scope="col" className={th}>
              {t('list.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.purchaseType')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.option')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.availability')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.category')}
            </th>
            <th scope="col" className={cx(th, 'text-right')}>
              {t('list.columns.price')}
            </th>
            <th scope="col" className={cx(th, PINNED_RIGHT, 'bg-canvas pr-5')}>
              {t('list.columns.units')}
            </th>
          </tr>
        </thead>
        <tbody className="grid grid-cols-1 gap-3 min-[340px]:grid-cols-2 sm:grid-cols-3 lg:table-row-group lg:divide-y lg:divide-line">
          {products.map((product) => {
            const controls = controlsOf(product);
            const options = optionsOf(product);
            const image = product.images[0];
            return (
              <tr
                key={product.id}
                className={cx(
                  // A card below lg: a bordered column whose units cell sinks to the bottom.
                  'relative flex min-w-0 flex-col gap-1.5 rounded-[var(--radius-card)] border bg-surface p-3 shadow-[var(--shadow-card)] transition-colors',
                  'lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:align-middle lg:shadow-none',
                  controls.selected ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700 lg:ring-0' : 'border-line hover:bg-canvas',
                )}
              >
                <td className="absolute top-4 left-4 z-10 rounded-md bg-surface/90 p-1 lg:static lg:table-cell lg:rounded-none lg:bg-transparent lg:py-3 lg:pr-3 lg:pl-5">
                  <SelectBox product={product} selected={controls.selected} onToggle={controls.onToggle} />
                </td>
                <td className="block lg:table-cell lg:px-3 lg:py-3">
                  <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-3">
                    {image ? (
                      <img
                        src={image.thumbnail}
                        srcSet={image.srcset || undefined}
                        sizes="(min-width: 1024px) 48px, (min-width: 640px) 30vw, 45vw"
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="aspect-square w-full shrink-0 rounded-lg bg-sand object-cover lg:size-12"
                      />
                    ) : (
                      <span className="aspect-square w-full shrink-0 rounded-lg bg-sand lg:size-12" aria-hidden="true" />
                    )}
                    <div className="flex min-w-0 flex-col">
                      <a
                        href={product.permalink}
                        className="inline-block py-0.5 font-semibold text-ink hover:text-brand-700 hover:underline"
                      >
                        {product.name}
                      </a>
                      <QuickViewButton
                        product={product}
                        className="-ml-1 min-h-6 self-start rounded px-1 text-xs font-semibold text-brand-700 underline-offset-4 hover:underline"
                      />
                    </div>
                  </div>
                </td>
                <td className={cx(WIDE_ONLY, 'px-3 py-3 text-ink-soft')}>{t(`list.purchaseTypes.${purchaseTypeOf(product)}`)}</td>
                <td className={cx(WIDE_ONLY, 'px-3 py-3 text-ink-soft')}>{options.length > 0 ? options.join(', ') : t('list.noOption')}</td>
                <td className="order-4 block lg:table-cell lg:px-3 lg:py-3">
                  <Availability product={product} />
                </td>
                <td className={cx(WIDE_ONLY, 'px-3 py-3 text-ink-soft')}>{categoryNamesOf(product)}</td>
                <td
                  className="order-3 block lg:table-cell lg:px-3 lg:py-3 lg:text-right lg:whitespace-nowrap"
                  data-price-cents={listPriceOf(product).amount}
                >
                  <ListPrice product={product} className="lg:flex-nowrap lg:justify-end" />
                </td>
                <td className={cx('order-5 mt-auto block pt-1 lg:table-cell lg:py-3 lg:pr-5 lg:pl-3', PINNED_RIGHT, 'lg:bg-surface')}>
                  <div className="flex flex-wrap items-center gap-2">
                    <UnitsStepper product={product} units={controls.units} onUnits={controls.onUnits} />
                    <AddRowButton product={product} controls={controls} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
