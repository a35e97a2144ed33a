import { upsell as upsellEn } from '@soul/i18n/locales/en/upsell';
import { upsell as upsellLt } from '@soul/i18n/locales/lt/upsell';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { Price } from '../../ui/Price.tsx';
import { formatCountdown } from '../../promotions/use-countdown.ts';
import type { UpsellProps } from './props.ts';

/** Products load this long after the page (storefront §9). */
export const UPSELL_LOAD_DELAY_MS = 1200;
const PER_PAGE = 20;

interface OfferProduct {
  id: number;
  name: string;
  type: string;
  prices: { price: string };
  images: { src: string; alt: string; thumbnail?: string }[];
  variations?: { id: number }[];
  is_in_stock: boolean;
}

type Notice = { kind: 'added'; orderId: number } | { kind: 'error'; message: string } | null;

/**
 * The one-click upsell on the order-received page: a red countdown banner
 * (hh:mm:ss, then 'Offer Expired'), then, after 1200 ms, the upsell
 * category's products in a grid, each added to the paid order with one click.
 */
export function UpsellOffer(props: UpsellProps) {
  const env = useWidgetEnv();
  const { t, i18n } = useTranslation('upsell');
  if (!i18n.hasResourceBundle(env.language, 'upsell'))
    i18n.addResourceBundle(env.language, 'upsell', env.language === 'lt' ? upsellLt : upsellEn);
  const deadline = Date.parse(props.expiration_date);
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.floor((deadline - Date.now()) / 1000)));
  const [products, setProducts] = useState<OfferProduct[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const expired = secondsLeft <= 0;

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(Math.max(0, Math.floor((deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `${env.storeRoot}/products?category=${props.category_id}&per_page=${PER_PAGE}&lang=${env.language}`;
      fetch(url, { signal: controller.signal, credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          setProducts(((await response.json()) as OfferProduct[]).filter((p) => p.is_in_stock));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setLoadError(error instanceof Error && error.name !== 'AbortError');
        });
    }, UPSELL_LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [env.storeRoot, env.language, props.category_id]);

  const add = async (product: OfferProduct) => {
    setBusyId(product.id);
    setNotice(null);
    try {
      const raw = env.page?.raw ?? {};
      const ajaxUrl = ((raw.api ?? {}) as { ajaxUrl?: string }).ajaxUrl ?? '/wp-admin/admin-ajax.php';
      const nonce = ((raw.nonces ?? {}) as { ajax?: string }).ajax ?? '';
      const body = new URLSearchParams({
        action: 'soulel_one_click_upsell',
        ajax_nonce: nonce,
        product_id: String(product.id),
        product_variation_id: String(product.variations?.[0]?.id ?? 0),
        product_quantity: '1',
        discount_rate: String(props.discount_rate),
        existing_order_id: String(props.order_id),
        stripe_customer_id: props.stripe_customer_id,
        user_id: String(props.user_id),
      });
      const response = await fetch(`${ajaxUrl}?lang=${env.language}`, { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await response.json()) as { success: boolean; data: unknown };
      if (answer.success && typeof answer.data === 'object' && answer.data !== null) {
        setNotice({ kind: 'added', orderId: Number((answer.data as { order_id: number }).order_id) });
      } else {
        setNotice({ kind: 'error', message: typeof answer.data === 'string' ? answer.data : t('failed') });
      }
    } catch {
      setNotice({ kind: 'error', message: t('queryFailed') });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="mt-8 rounded-2xl border-2 border-red-700 bg-white p-5" aria-labelledby="soul-upsell-title">
      <div className="-mx-5 -mt-5 mb-4 rounded-t-xl bg-red-700 px-5 py-3 text-white" role="timer" aria-live="off">
        {expired ? (
          <strong>{t('expired')}</strong>
        ) : (
          <span>
            {t('countdown')}{' '}
            <strong className="font-mono text-lg" data-testid="upsell-countdown">
              {formatCountdown(secondsLeft)}
            </strong>
          </span>
        )}
      </div>
      <h2 id="soul-upsell-title" className="font-display text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('intro', { percent: props.discount_rate })}</p>

      <div aria-live="polite" className="mt-3">
        {notice?.kind === 'added' ? (
          <div className="rounded-lg bg-brand-50 p-4" role="status">
            <p className="font-semibold text-brand-800">{t('added')}</p>
            <div className="mt-2 flex flex-wrap gap-3">
              <a
                href={props.order_url}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-5 font-semibold text-white"
              >
                {t('goToOrder')}
              </a>
              <button
                type="button"
                onClick={() => setNotice(null)}
                className="min-h-11 rounded-full border border-brand-800 px-5 font-semibold text-brand-800"
              >
                {t('continueAdding')}
              </button>
            </div>
          </div>
        ) : null}
        {notice?.kind === 'error' ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {notice.message}
          </p>
        ) : null}
      </div>

      {products === null && !loadError ? <p className="mt-4 text-ink-muted">{t('loading')}</p> : null}
      {loadError ? (
        <p role="alert" className="mt-4 text-red-800">
          {t('queryFailed')}
        </p>
      ) : null}
      {products && products.length === 0 ? <p className="mt-4 text-ink-muted">{t('empty')}</p> : null}
      {products && products.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="flex flex-col rounded-xl border border-line p-3">
              {product.images[0] ? (
                <img
                  src={product.images[0].thumbnail ?? product.images[0].src}
                  alt={product.images[0].alt}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              ) : null}
              <p className="mt-2 flex-1 font-semibold">{product.name}</p>
              <p className="mt-1 flex items-center gap-1 text-sm">
                <Price amount={Number(product.prices.price)} size="sm" />{' '}
                <span className="ml-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t('discount', { percent: props.discount_rate })}
                </span>
              </p>
              <button
                type="button"
                disabled={expired || busyId !== null}
                onClick={() => void add(product)}
                aria-label={t('addNamed', { name: product.name })}
                className="mt-3 min-h-11 rounded-full bg-brand-800 px-3 text-sm font-semibold leading-tight text-white disabled:cursor-not-allowed disabled:opacity-50"
              >
                {busyId === product.id ? t('adding') : t('add')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
