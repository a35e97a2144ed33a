import type { StoreProduct } from '@soul/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { perPageFor } from '@soul/contracts/product-list-query';
import type { ModalContentProps } from '../overlays/modal-content.ts';
import { Button } from '../ui/Button.tsx';
import { cx } from '../ui/cx.ts';
import { Modal } from '../ui/Modal.tsx';
import { Price } from '../ui/Price.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { listPriceOf } from '../widgets/product-list/row-model.ts';
import { currencyOf } from './money.ts';
import { QueryErrorPanel } from './QueryErrorPanel.tsx';
import { useProductSearch } from './use-product-search.ts';

/** What one unit costs, beside the name: people see what they add (a range starts with 'From'). */
function PickerPrice({ product }: { product: StoreProduct }) {
  const price = listPriceOf(product);
  return (
    <Price
      amount={price.amount}
      regular={price.regular}
      from={price.from}
      lowest={price.lowest}
      currency={currencyOf(product.prices)}
      size="sm"
      className="shrink-0 sm:justify-end"
    />
  );
}

/**
 * The product-suggestion picker (storefront §2, account §2): search (sent
 * from 2 characters), 'Nothing found.', select or cancel. Reusable: open it
 * with modalStore.open('product-picker', { onSelect }).
 */
export default function ProductPickerModal({ payload, onClose }: ModalContentProps<'product-picker'>) {
  const { t } = useTranslation('catalogue');
  const searchId = useId();
  const listName = useId();
  const [chosen, setChosen] = useState<StoreProduct | null>(null);
  const { input, setInput, query } = useProductSearch('picker', (search) => ({
    per_page: String(perPageFor({ search })),
    orderby: 'title',
    order: 'asc',
  }));
  const products = query.data?.products ?? [];

  return (
    <Modal
      open
      onClose={onClose}
      title={payload.title ?? t('picker.title')}
      width="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              payload.onSelect(chosen);
              onClose();
            }}
          >
            {t('picker.select')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('picker.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            data-autofocus
            value={input}
            onChange={(event) => setInput(event.target.value)}
            className="h-11 w-full rounded-xl border border-line-strong bg-canvas px-3 text-ink hover:border-brand-600"
          />
        </div>
        <div aria-live="polite" className="min-h-6 text-sm text-ink-muted">
          {query.isFetching ? <Spinner className="text-brand-700" /> : null}
          {!query.isFetching && query.data && products.length === 0 ? t('picker.nothingFound') : null}
        </div>
        {query.isError && !query.data ? <QueryErrorPanel message={query.error.message} /> : null}
        {products.length > 0 ? (
          <fieldset>
            <legend className="sr-only">{payload.title ?? t('picker.title')}</legend>
            <ul className="flex max-h-80 flex-col gap-1.5 overflow-y-auto">
              {products.map((product) => {
                const reason = payload.unavailableReason?.(product) ?? null;
                const reasonId = `${listName}-${product.id}-reason`;
                return (
                  <li key={product.id}>
                    <label
                      className={cx(
                        'flex items-center gap-3 rounded-xl border px-3 py-2 transition-colors',
                        reason ? 'cursor-not-allowed border-line bg-canvas' : 'cursor-pointer',
                        !reason && (chosen?.id === product.id ? 'border-brand-700 bg-brand-50' : 'border-line hover:border-line-strong'),
                      )}
                    >
                      <input
                        type="radio"
                        name={listName}
                        checked={chosen?.id === product.id}
                        disabled={reason !== null}
                        aria-describedby={reason ? reasonId : undefined}
                        onChange={() => setChosen(product)}
                        className="size-4 accent-brand-700"
                      />
                      {product.images[0] ? (
                        <img
                          src={product.images[0].thumbnail}
                          alt=""
                          width={40}
                          height={40}
                          className={cx('size-10 rounded-lg bg-sand object-cover', reason && 'opacity-60')}
                        />
                      ) : null}
                      {/* The price under the name on a phone, beside it when there is room: names never break inside a word. */}
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                        <span className="flex min-w-0 flex-col">
                          <span className={cx('font-medium break-words', reason ? 'text-ink-muted' : 'text-ink')}>{product.name}</span>
                          {reason ? (
                            <span id={reasonId} className="text-xs text-ink-muted">
                              {reason}
                            </span>
                          ) : null}
                        </span>{' '}
                        <PickerPrice product={product} />
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
      </div>
    </Modal>
  );
}
