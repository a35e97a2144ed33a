import type { Cart, StoreProduct } from '@soul/contracts';
import { parseMinorUnits } from '@soul/domain/catalogue/index';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { currencyOf, lowestPriceOf } from '../../catalogue/money.ts';
import { buildAddItemBody } from '../../cart/add-to-cart-payload.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { Price } from '../../ui/Price.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { quantityUpsells, upsellIdsOf } from './cart-view.ts';
import { useCartRuntime } from './runtime-context.tsx';

/** "Add one more, save 10 % / 15 %" for one-time lines with quantity 1 or 2: one click, +1. */
export function QuantityUpsellGrid({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const busy = useCartStore((state) => state.busy);
  const offers = quantityUpsells(cart);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="soul-qty-upsell-title" className="rounded-2xl bg-accent-50 p-3 ring-1 ring-inset ring-accent-100">
      <h3 id="soul-qty-upsell-title" className="mb-2 text-xs font-semibold tracking-wider text-accent-800 uppercase">
        {t('quantityUpsell.title')}
      </h3>
      <ul className="grid gap-2">
        {offers.map(({ line, percent }) => (
          <li key={line.key}>
            <button
              type="button"
              disabled={busy[line.key] === true}
              onClick={() => void actions.setQuantity(line.key, line.quantity + 1)}
              aria-label={t('quantityUpsell.addOneOf', { name: line.name, percent })}
              className="flex w-full items-center gap-2 rounded-xl bg-surface p-2 text-left shadow-[var(--shadow-card)] ring-1 ring-line transition hover:ring-accent-300 disabled:opacity-60"
            >
              {line.images[0] ? (
                <img
                  src={line.images[0].thumbnail || line.images[0].src}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className="size-9 shrink-0 rounded-lg bg-sand object-cover"
                />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs font-semibold text-ink">{line.name}</span>
                <span className="block text-xs text-ink-soft">
                  {t('quantityUpsell.addOne')} ·{' '}
                  <span className="font-semibold text-brand-700">{t('quantityUpsell.save', { percent })}</span>
                </span>
              </span>
              {busy[line.key] ? (
                <Spinner className="size-4 text-brand-700" />
              ) : (
                <span
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-semibold text-white"
                  aria-hidden="true"
                >
                  +
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function canAddDirectly(product: StoreProduct): boolean {
  return product.type === 'simple' && product.is_in_stock && product.is_purchasable !== false;
}

function UpsellCard({ product }: { product: StoreProduct }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const [adding, setAdding] = useState(false);
  const image = product.images[0];
  const price = parseMinorUnits(product.prices.price);

  async function add() {
    setAdding(true);
    try {
      await actions.addItem({
        body: buildAddItemBody(product, {
          productId: product.id,
          mode: 'one-time',
          variationId: null,
          quantity: 1,
          interval: null,
          jars: null,
          discountPercent: null,
        }),
        name: product.name,
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <li className="flex w-36 shrink-0 snap-start flex-col gap-1.5 rounded-xl bg-surface p-2 ring-1 ring-line">
      <a href={product.permalink} className="flex flex-col gap-1.5">
        {image ? (
          <img
            src={image.thumbnail || image.src}
            alt=""
            width={128}
            height={96}
            loading="lazy"
            className="h-24 w-full rounded-lg bg-sand object-cover"
          />
        ) : (
          <span className="h-24 rounded-lg bg-sand" />
        )}
        <span className="line-clamp-2 text-xs leading-snug font-semibold text-ink">{product.name}</span>
      </a>
      <Price
        amount={price}
        regular={parseMinorUnits(product.prices.regular_price)}
        lowest={lowestPriceOf(product.extensions.soul)}
        currency={currencyOf(product.prices)}
        size="sm"
      />
      {canAddDirectly(product) ? (
        <button
          type="button"
          disabled={adding}
          onClick={() => void add()}
          aria-label={t('upsells.addNamed', { name: product.name })}
          className="mt-auto inline-flex h-8 items-center justify-center gap-1 rounded-full bg-brand-700 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {adding ? <Spinner className="size-3.5" /> : null}
          {t('upsells.add')}
        </button>
      ) : (
        <a
          href={product.permalink}
          className="mt-auto inline-flex h-8 items-center justify-center rounded-full border border-brand-700 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('upsells.chooseOptions')}
        </a>
      )}
    </li>
  );
}

/** Upsell suggestions from the lines' upsell_ids (GET /products?include=…), when the upsells and premium-offer flags allow. */
export function UpsellSuggestions({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { client, settings } = useCartRuntime();
  const ids = upsellIdsOf(cart);
  const enabled = settings.flags.upsells && settings.flags.premiumOffer && ids.length > 0;
  const query = useQuery({
    queryKey: ['cart-upsells', ids, settings.language],
    queryFn: ({ signal }) => client.productsByIds(ids, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  if (!enabled) return null;
  const products = (query.data ?? []).filter((product) => product.is_in_stock);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="soul-upsells-title">
      <h3 id="soul-upsells-title" className="mb-2 font-display text-base font-semibold text-ink">
        {t('upsells.title')}
      </h3>
      <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1">
        {products.map((product) => (
          <UpsellCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
