import type { Cart } from '@soul/contracts';
import { POINTS_COUPON_CODE } from '@soul/contracts/points-code';
import { parseMinorUnits } from '@soul/domain/catalogue/index';
import { pointsToSpend } from '@soul/domain/points/points-discount';
import { CENTS_PER_POINT, pointsDiscountCents } from '@soul/domain/points/redemption';
import { points as pointsEn } from '@soul/i18n/locales/en/points';
import { points as pointsLt } from '@soul/i18n/locales/lt/points';
import { useQuery } from '@tanstack/react-query';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useCartStore } from '../../cart/cart-store.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isRecord } from '../../shared/is-record.ts';
import { useMoney } from '../../ui/use-money.ts';
import { totalsOf } from './cart-view.ts';
import { useCartRuntime } from './runtime-context.tsx';

/** The points discount on this cart (its coupon line), in cents with VAT. */
function pointsDiscountOf(cart: Cart): number {
  const line = cart.coupons.find((coupon) => coupon.code === POINTS_COUPON_CODE);
  return line ? parseMinorUnits(line.totals.total_discount) + parseMinorUnits(line.totals.total_discount_tax) : 0;
}

/** The goods left after coupons, before points (what points may take off: never shipping), in cents with VAT. */
function goodsBeforePoints(cart: Cart): number {
  const { subtotal, discount } = totalsOf(cart);
  return subtotal - discount + pointsDiscountOf(cart);
}

/**
 * "Use my points" in the mini cart (issue 18: points are spent at checkout
 * and in the cart) for a signed-in customer with points. The balance is
 * read when the drawer opens; spending goes through the same `soul-points`
 * cart extension as the checkout's control, and the server checks it.
 */
export function DrawerPoints({ cart }: { cart: Cart }) {
  const env = useWidgetEnv();
  const { client, actions } = useCartRuntime();
  const { t, i18n } = useTranslation('points');
  if (!i18n.hasResourceBundle(env.language, 'points'))
    i18n.addResourceBundle(env.language, 'points', env.language === 'lt' ? pointsLt : pointsEn);
  const money = useMoney();
  const busy = useCartStore((state) => state.couponBusy);
  const user = env.page?.raw.user;
  const signedIn = isRecord(user) && typeof user.id === 'number' && user.id > 0;
  const spentAmount = pointsDiscountOf(cart);
  const balance = useQuery({
    queryKey: ['points-balance', spentAmount],
    queryFn: ({ signal }) => client.pointsBalance(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
  if (!signedIn || balance.data === undefined) return null;
  const using = spentAmount > 0;
  const max = pointsToSpend(balance.data.available, goodsBeforePoints(cart));
  if (!using && max <= 0) return null;
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm" data-testid="drawer-points">
      <p className="text-ink-soft">
        {using
          ? t('using', { count: Math.round(spentAmount / CENTS_PER_POINT), amount: money(spentAmount) })
          : t('available', { count: balance.data.available, amount: money(pointsDiscountCents(max)) })}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void actions.spendPoints(using ? 0 : max)}
        className="mt-2 min-h-9 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-60"
      >
        {using ? t('remove') : t('use')}
      </button>
    </div>
  );
}
