import type { StoreProduct } from '@soul/contracts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';
import { listPriceOf } from './row-model.ts';
import { Availability, ListPrice, QuickViewButton, SelectBox, UnitsStepper, type RowControls } from './ProductRowParts.tsx';
import { categoryNamesOf, optionsOf, purchaseTypeOf } from './row-model.ts';

export interface ProductViewProps {
  products: StoreProduct[];
  controlsOf: (product: StoreProduct) => RowControls;
  allSelected: boolean;
  onToggleAll: () => void;
}

/** Table view (account §2 columns: name, purchase type, option, availability, category, price, order units). */
export function ProductTable({ products, controlsOf, allSelected, onToggleAll }: ProductViewProps) {
  const { t } = useTranslation('catalogue');
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wider text-ink-muted uppercase';
  return (
    <div className="relative min-w-0 max-w-full overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
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
            <th scope="col" className={cx(th, 'pr-5')}>
              {t('list.columns.units')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => {
            const controls = controlsOf(product);
            const options = optionsOf(product);
            const image = product.images[0];
            return (
              <tr key={product.id} className={cx('align-middle transition-colors', controls.selected ? 'bg-brand-50' : 'hover:bg-canvas')}>
                <td className="py-3 pr-3 pl-5">
                  <SelectBox product={product} selected={controls.selected} onToggle={controls.onToggle} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex items-center gap-3">
                    {image ? (
                      <img
                        src={image.thumbnail}
                        srcSet={image.srcset || undefined}
                        sizes="48px"
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-lg bg-sand object-cover"
                      />
                    ) : (
                      <span className="size-12 shrink-0 rounded-lg bg-sand" aria-hidden="true" />
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
                <td className="px-3 py-3 text-ink-soft">{t(`list.purchaseTypes.${purchaseTypeOf(product)}`)}</td>
                <td className="px-3 py-3 text-ink-soft">{options.length > 0 ? options.join(', ') : t('list.noOption')}</td>
                <td className="px-3 py-3">
                  <Availability product={product} />
                </td>
                <td className="px-3 py-3 text-ink-soft">{categoryNamesOf(product)}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap" data-price-cents={listPriceOf(product).amount}>
                  <ListPrice product={product} className="flex-nowrap justify-end" />
                </td>
                <td className="py-3 pr-5 pl-3">
                  <UnitsStepper product={product} units={controls.units} onUnits={controls.onUnits} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
