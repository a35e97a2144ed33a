import type { StoreProduct, VariationDetail } from '@soul/contracts';
import {
  MAX_FREQUENCY_MONTHS,
  MIN_FREQUENCY_MONTHS,
  clampQuantity,
  initialPurchaseMode,
  maxPlanDiscount,
  quantityLimits,
  type PurchaseMode,
} from '@soul/domain/catalogue/index';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useCanBuy, useVendorNotApproved } from '../../cart/use-can-buy.ts';
import { showError } from '../../overlays/notification-store.ts';
import { currencyOf } from '../../catalogue/money.ts';
import { StockStatus } from '../../catalogue/StockStatus.tsx';
import { Button } from '../../ui/Button.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { BundleItems } from './BundleItems.tsx';
import { ModeChooser } from './ModeChooser.tsx';
import { PlanChooser } from './PlanChooser.tsx';
import { buildPurchaseModel, initialChoice, variationsForMode, type PurchaseChoice } from './purchase-model.ts';
import { VariationChooser } from './VariationChooser.tsx';

/**
 * The add-to-cart handler is needed only when the button is pressed: it is a
 * lazy chunk (not first-load JS), fetched when the pointer reaches the button
 * or it gets focus, so a press rarely waits for it.
 */
const loadAddToCart = () => import('./add-to-cart.ts');
const preloadAddToCart = () => void loadAddToCart().catch(() => undefined);

/** Purchase mode, variation, plan, quantity and add to cart (storefront §2, §4, §5). */
export function PurchaseSelector({ product, variations }: { product: StoreProduct; variations: VariationDetail[] }) {
  const { t, i18n } = useTranslation('catalogue');
  const env = useWidgetEnv();
  const canBuy = useCanBuy();
  const vendorNotApproved = useVendorNotApproved();
  const permissionId = useId();
  // The no-permission text lives in the lazy `cart` namespace: fetch it only for visitors who need it.
  const [cartTexts, setCartTexts] = useState(false);
  useEffect(() => {
    if (!canBuy)
      void import('../../i18n/load-cart-resources.ts')
        .then(({ ensureCartNamespace }) => ensureCartNamespace(i18n))
        .then(() => setCartTexts(true));
  }, [canBuy, i18n]);
  const limits = quantityLimits(product.add_to_cart.minimum, product.add_to_cart.maximum);
  const [choice, setChoice] = useState<PurchaseChoice>(() => {
    const initial = initialChoice(product, variations, initialPurchaseMode(product), limits.min);
    const frequency = product.extensions.subscriptions?.plan.style === 'frequency';
    return frequency ? { ...initial, interval: Math.min(MAX_FREQUENCY_MONTHS, Math.max(MIN_FREQUENCY_MONTHS, initial.interval)) } : initial;
  });
  const [adding, setAdding] = useState(false);
  const model = buildPurchaseModel(product, variations, choice);
  const currency = currencyOf(product.prices);

  function chooseMode(mode: PurchaseMode) {
    setChoice((current) => {
      // Storefront §4: choosing one-time resets quantity to 1 when there are no variations to choose.
      const resetQuantity = mode === 'one-time' && variationsForMode(product, variations, mode).length === 0;
      return { ...current, mode, quantity: resetQuantity ? clampQuantity(1, limits) : current.quantity };
    });
  }

  async function add() {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAdding(true);
    try {
      const productInStock = model.selection.productId === model.twin?.id ? (model.twin?.is_in_stock ?? false) : product.is_in_stock;
      const { onAddToCart } = await loadAddToCart();
      await onAddToCart({ id: model.selection.productId, is_in_stock: productInStock, variations: model.variations }, model.selection, {
        env,
        i18n,
        product,
        canBuy,
        opener,
      });
    } catch (error) {
      // The handler's chunk did not load (offline): said like the cart chunk's own failure.
      showError(error instanceof Error ? error.message : null);
    } finally {
      setAdding(false);
    }
  }

  const hasChooser = model.isSubscriptionProduct;
  // Each card shows its own mode's price for the same size and plan, whichever mode is chosen.
  const priceIn = (mode: PurchaseMode) =>
    (mode === choice.mode ? model : buildPurchaseModel(product, variations, { ...choice, mode })).price;
  const subscriptionPrice = model.modes.includes('subscription') && model.plan ? priceIn('subscription') : null;
  const oneTimePrice = priceIn('one-time');
  const bundled = product.extensions.bundles?.bundled_items ?? [];

  return (
    <div className="flex flex-col gap-6">
      {hasChooser ? null : (
        <Price amount={model.price.amount} regular={model.price.regular} lowest={model.price.lowest} currency={currency} size="xl" />
      )}

      {model.variations.length > 0 ? (
        <VariationChooser
          variations={model.variations}
          selectedId={model.variation?.id ?? null}
          onSelect={(option) => setChoice((current) => ({ ...current, option }))}
        />
      ) : null}

      {hasChooser ? (
        <ModeChooser
          modes={model.modes}
          mode={choice.mode}
          onChange={chooseMode}
          oneTimePrice={oneTimePrice}
          subscriptionPrice={subscriptionPrice}
          maxDiscount={maxPlanDiscount(model.plan)}
          currency={currency}
          planChooser={
            model.plan ? (
              <PlanChooser
                plan={model.plan}
                unitPrice={model.unitPrice}
                currency={currency}
                planIndex={choice.planIndex}
                interval={choice.interval}
                onPlanIndex={(planIndex) => setChoice((current) => ({ ...current, planIndex }))}
                onInterval={(interval) => setChoice((current) => ({ ...current, interval }))}
              />
            ) : null
          }
        />
      ) : null}

      {bundled.length > 0 ? <BundleItems items={bundled} currency={currency} /> : null}

      <div className="flex flex-col gap-3">
        <StockStatus
          stock={{ is_in_stock: model.inStock, stock_quantity: model.stockQuantity, is_on_backorder: product.is_on_backorder }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            size="lg"
            value={choice.quantity}
            min={limits.min}
            max={limits.max}
            stockQuantity={model.stockQuantity}
            onChange={(quantity) => setChoice((current) => ({ ...current, quantity }))}
          />
          <Button
            size="lg"
            className="min-w-48 flex-1"
            loading={adding}
            disabled={!canBuy}
            aria-describedby={canBuy ? undefined : permissionId}
            onClick={() => void add()}
            onPointerEnter={preloadAddToCart}
            onFocus={preloadAddToCart}
          >
            {adding ? t('purchase.adding') : t('purchase.addToCart')}
          </Button>
        </div>
        {canBuy ? null : (
          <p id={permissionId} className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {cartTexts ? i18n.t(vendorNotApproved ? 'cart:add.vendorNotApproved' : 'cart:add.noPermission') : null}
          </p>
        )}
      </div>
    </div>
  );
}
