import type { AccountSubscription } from '@soul/contracts';
import { useId, useRef, useState } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useProductSearch } from '../../catalogue/use-product-search.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { INPUT_CLASS, LABEL_CLASS } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { ProductPriceCheck, useSubscriptionProductPrice } from './ProductPriceCheck.tsx';
import type { SubscriptionChange } from './use-subscription-change.ts';

/**
 * A small picker of subscription products (Store API, type=subscription):
 * search by name and choose one; the subscription's price for it (the plan
 * discount is the server's) and the renewal total it makes are shown before
 * the customer confirms. "Choose another product" goes back to the list.
 */
export function AddProductDialog({
  subscription,
  change,
  onClose,
  onDone,
}: {
  subscription: AccountSubscription;
  change: SubscriptionChange;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useAccountT();
  const money = useMoney();
  const { input, setInput, query: products } = useProductSearch('subscription-add', () => ({ type: 'subscription', per_page: '20' }));
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const price = useSubscriptionProductPrice(subscription, chosen?.id ?? null);
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const inSubscription = new Set(subscription.lines.map((line) => line.product_id));
  const back = () => {
    change.clearError();
    setChosen(null);
    // The list is back in place of the price: the keyboard goes to its search.
    requestAnimationFrame(() => searchInput.current?.focus());
  };
  const footer = chosen ? (
    <>
      <Button variant="secondary" onClick={back}>
        {t('subscriptions.add.back')}
      </Button>
      <Button
        loading={change.pending === 'add-subscription-product'}
        disabled={!price.data}
        onClick={() => change.run('add-subscription-product', { product_id: chosen.id, quantity: 1 }, onDone)}
      >
        {t('subscriptions.add.addNamed', { name: price.data?.name ?? chosen.name })}
      </Button>
    </>
  ) : undefined;
  return (
    <Modal open onClose={onClose} title={t('subscriptions.add.title')} footer={footer} width="xl">
      <div className="flex flex-col gap-4">
        {chosen ? (
          <ProductPriceCheck subscription={subscription} name={chosen.name} price={price} />
        ) : (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={searchId} className={LABEL_CLASS}>
                {t('subscriptions.add.search')}
              </label>
              <input
                ref={searchInput}
                id={searchId}
                type="search"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                className={INPUT_CLASS}
              />
            </div>
            {products.isPending ? <Loading /> : null}
            {products.isError ? <QueryFailed error={products.error} onRetry={() => void products.refetch()} /> : null}
            {products.data && products.data.products.length === 0 ? <p className="text-ink-muted">{t('subscriptions.add.none')}</p> : null}
            {products.data && products.data.products.length > 0 ? (
              <ul aria-label={t('subscriptions.add.results')} className="flex flex-col divide-y divide-line">
                {products.data.products.map((product) => (
                  <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold text-ink">{product.name}</span>
                      <span className="text-sm text-ink-muted">
                        <span className="tabular-nums">{money(product.prices.price, product.prices.currency_code)}</span>
                        {inSubscription.has(product.id) ? ` · ${t('subscriptions.add.inSubscription')}` : ''}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant={inSubscription.has(product.id) ? 'secondary' : 'primary'}
                      aria-label={t('subscriptions.add.chooseNamed', { name: product.name })}
                      onClick={() => {
                        change.clearError();
                        setChosen({ id: product.id, name: product.name });
                      }}
                    >
                      {t('subscriptions.add.choose')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
        {change.error ? <InlineMessage tone="error">{change.error}</InlineMessage> : null}
      </div>
    </Modal>
  );
}
