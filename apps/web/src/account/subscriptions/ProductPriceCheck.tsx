import type { AccountSubscription, SubscriptionProductPrice } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';

/** The product's price in this subscription (GET subscriptions/{id}/product-price), read once it is chosen. */
export function useSubscriptionProductPrice(subscription: AccountSubscription, productId: number | null) {
  const client = useAccountClient();
  return useQuery({
    queryKey: accountKeys.subscriptionProductPrice(subscription.id, productId ?? 0, subscription.version),
    queryFn: ({ signal }) => client.subscriptionProductPrice(subscription.id, productId ?? 0, signal),
    enabled: productId !== null,
  });
}

/**
 * What adding the chosen product costs before it is confirmed: its price per
 * renewal with the plan discount (the shop price struck through) and the
 * renewal total it makes with one added, as the server works it out. The
 * keyboard lands on the product's name, the start of what changed.
 */
export function ProductPriceCheck({
  subscription,
  name,
  price,
}: {
  subscription: AccountSubscription;
  name: string;
  price: ReturnType<typeof useSubscriptionProductPrice>;
}) {
  const money = useMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink outline-none">
        {price.data?.name ?? name}
      </h3>
      {price.isPending ? <Loading /> : null}
      {price.isError ? <QueryFailed error={price.error} onRetry={() => void price.refetch()} /> : null}
      {price.data ? <PriceLines subscription={subscription} price={price.data} money={money} /> : null}
    </section>
  );
}

function PriceLines({
  subscription,
  price,
  money,
}: {
  subscription: AccountSubscription;
  price: SubscriptionProductPrice;
  money: ReturnType<typeof useMoney>;
}) {
  const { t } = useAccountT();
  const { currency } = subscription;
  const { renewal } = price;
  const discounted = Number(price.regular_price) > Number(price.price);
  return (
    <dl className="grid gap-3 rounded-xl border border-line bg-canvas p-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <dt className="text-sm text-ink-muted">{t('subscriptions.add.pricePerRenewal')}</dt>
        <dd className="tabular-nums">
          {discounted ? (
            <>
              <span aria-hidden="true">
                <s className="mr-2 text-ink-muted">{money(price.regular_price, currency)}</s>
                <span className="text-lg font-semibold text-ink">{money(price.price, currency)}</span>
              </span>
              <span className="sr-only">
                {t('subscriptions.add.discounted', { regular: money(price.regular_price, currency), price: money(price.price, currency) })}
              </span>
            </>
          ) : (
            <span className="text-lg font-semibold text-ink">{money(price.price, currency)}</span>
          )}
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="text-sm text-ink-muted">{t('subscriptions.add.newTotal')}</dt>
        <dd className="flex flex-col tabular-nums">
          <span className="text-lg font-semibold text-ink">{money(renewal.total, currency)}</span>
          <span className="text-sm text-ink-muted">
            {t('subscriptions.add.newTotalParts', { goods: money(renewal.goods, currency), shipping: money(renewal.shipping, currency) })}
          </span>
        </dd>
      </div>
    </dl>
  );
}
