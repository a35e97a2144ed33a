import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { openCartDrawer } from '../../cart/drawer-store.ts';
import type { CartRuntime } from '../../cart/runtime.ts';
import { showNotification } from '../../overlays/notification-store.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLoadedCartRuntime } from '../cart-drawer/runtime-context.tsx';
import { HANDLED_PARAMS } from './handled-params.ts';
import { applyCouponParam, rebuildCart, urlWithout } from './url-params.ts';
import { Tag, X } from 'lucide-react';

let started = false;

/** Runs once per page: rebuild first (so a coupon lands on the rebuilt cart), then the coupon. */
async function run(runtime: CartRuntime, onLoading: (loading: boolean) => void, onCoupon: (code: string) => void): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const rebuild = params.get('rebuild_cart');
  const coupon = params.get('coupon-code');
  // The parameters leave the address at once: a reload must not run them again.
  window.history.replaceState(window.history.state, '', urlWithout(window.location.href, HANDLED_PARAMS));

  if (rebuild !== null) {
    onLoading(true);
    const outcome = await rebuildCart(runtime, rebuild);
    onLoading(false);
    if (outcome.ok) {
      openCartDrawer(null);
      runtime.actions.notify('success', { key: 'rebuild.successTitle', ns: 'cart' }, { key: 'rebuild.successText', ns: 'cart' });
    } else {
      showNotification({
        id: 'cart-rebuild',
        tone: 'error',
        title: { key: 'rebuild.failedTitle', ns: 'cart' },
        message: outcome.message ?? { key: 'rebuild.failedText', ns: 'cart' },
        autoCloseMs: null,
      });
    }
  }
  if (coupon !== null && coupon.trim() !== '') {
    const outcome = await applyCouponParam(runtime, coupon, document);
    if (outcome === 'applied') onCoupon(coupon.trim());
  }
}

function FullscreenLoader() {
  const { t } = useTranslation('cart');
  return (
    <div
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-canvas/90 backdrop-blur-sm"
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner className="size-10 text-brand-700" />
      <p className="font-display text-lg font-semibold text-ink">{t('rebuild.loading')}</p>
    </div>
  );
}

function CouponBanner({ code, onDismiss }: { code: string; onDismiss: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="border-b border-brand-200 bg-brand-50" role="status">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm text-brand-900">
        <Tag className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="flex-1">
          <CouponText code={code} />
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
        >
          <span className="sr-only">{t('coupon.dismissBanner')}</span>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** "Coupon CODE is active in your cart" with the code emphasised. */
function CouponText({ code }: { code: string }) {
  const { t } = useTranslation('cart');
  const marker = '\u0000';
  const [before = '', after = ''] = t('coupon.bannerActive', { code: marker }).split(marker);
  return (
    <>
      {before}
      <strong className="rounded bg-white px-1.5 py-0.5 font-mono text-xs tracking-wider uppercase ring-1 ring-brand-200">{code}</strong>
      {after}
    </>
  );
}

export default function UrlParamsHandler() {
  const env = useWidgetEnv();
  const { i18n } = useTranslation();
  const { runtime } = useLoadedCartRuntime(env, i18n);
  const [loading, setLoading] = useState(false);
  const [coupon, setCoupon] = useState<string | null>(null);

  useEffect(() => {
    if (!runtime || started) return;
    started = true;
    run(runtime, setLoading, setCoupon).catch((error: unknown) => {
      setLoading(false);
      console.error(error);
    });
  }, [runtime]);

  return (
    <>
      {loading ? <FullscreenLoader /> : null}
      {coupon ? <CouponBanner code={coupon} onDismiss={() => setCoupon(null)} /> : null}
    </>
  );
}
