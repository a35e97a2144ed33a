import type { OneTimePurchase, StoreProduct, SubscriptionOption, SubscriptionPlan, VariationDetail } from '@soul/contracts';
import {
  availablePurchaseModes,
  firstOption,
  isSubscriptionType,
  matchingVariation,
  parseMinorUnits,
  sortVariations,
  subscriptionOptionPrice,
  subscriptionOptionRegularPrice,
  type PurchaseMode,
  type PurchaseSelection,
} from '@soul/domain/catalogue/index';
import { lowestPriceOf } from '../../catalogue/money.ts';

/**
 * Everything the purchase selector shows for a product and the shopper's
 * choices, derived in one place so the UI components stay dumb.
 */
export interface PurchaseChoice {
  mode: PurchaseMode;
  /** First attribute option of the chosen variation ("250G"); kept across modes. */
  option: string | null;
  /** Index into the plan's options (tier styles). */
  planIndex: number;
  /** Months between deliveries (frequency style). */
  interval: number;
  quantity: number;
}

export interface PriceView {
  amount: number;
  regular: number;
  /** The 30-day prior price of a sale (shown under it); null or absent when not reduced (a plan discount is not a sale). */
  lowest?: number | null;
}

export interface PurchaseModel {
  modes: PurchaseMode[];
  isSubscriptionProduct: boolean;
  twin: OneTimePurchase | null;
  plan: SubscriptionPlan | null;
  /** Variations offered in the current mode, sorted numerically. */
  variations: VariationDetail[];
  variation: VariationDetail | null;
  /** Unit price in the current mode (variation, twin or product). */
  unitPrice: PriceView;
  /** The plan option in effect (subscription mode), with the frequency style's chosen interval. */
  planOption: SubscriptionOption | null;
  /** What one add-to-cart line costs per item in the current mode. */
  price: PriceView;
  inStock: boolean;
  stockQuantity: number | null;
  selection: PurchaseSelection;
}

export function productVariations(product: StoreProduct, propVariations: readonly VariationDetail[]): VariationDetail[] {
  return sortVariations(propVariations.length > 0 ? propVariations : (product.extensions.variations ?? []));
}

export function variationsForMode(product: StoreProduct, own: VariationDetail[], mode: PurchaseMode): VariationDetail[] {
  const twin = product.extensions.one_time_purchase;
  if (mode === 'one-time' && isSubscriptionType(product.type) && twin) return sortVariations(twin.variations);
  return own;
}

function priceOf(source: { price: string; regular_price: string }, lowest: number | null): PriceView {
  const amount = parseMinorUnits(source.price);
  const regular = parseMinorUnits(source.regular_price);
  return { amount, regular: Math.max(regular, amount), lowest };
}

export function planOptionFor(
  plan: SubscriptionPlan | null,
  choice: Pick<PurchaseChoice, 'planIndex' | 'interval'>,
): SubscriptionOption | null {
  if (!plan) return null;
  if (plan.style === 'frequency') {
    const base = plan.options[0];
    return base ? { ...base, interval: choice.interval } : null;
  }
  return plan.options[choice.planIndex] ?? plan.options[0] ?? null;
}

export function subscriptionPriceOf(unit: PriceView, option: SubscriptionOption): PriceView {
  return { amount: subscriptionOptionPrice(unit.amount, option), regular: subscriptionOptionRegularPrice(unit.regular, option) };
}

export function buildPurchaseModel(product: StoreProduct, own: VariationDetail[], choice: PurchaseChoice): PurchaseModel {
  const modes = availablePurchaseModes(product);
  const twin = product.extensions.one_time_purchase ?? null;
  const plan = product.extensions.subscriptions?.plan ?? null;
  const isSubscriptionProduct = isSubscriptionType(product.type);
  const variations = variationsForMode(product, own, choice.mode);
  const variation = variations.length > 0 ? (matchingVariation(variations, choice.option) ?? variations[0] ?? null) : null;
  const usesTwin = choice.mode === 'one-time' && isSubscriptionProduct && twin !== null;

  const unitPrice = variation
    ? priceOf(variation, lowestPriceOf(variation))
    : usesTwin
      ? priceOf(twin, lowestPriceOf(twin))
      : priceOf(product.prices, lowestPriceOf(product.extensions.soul));
  const planOption = choice.mode === 'subscription' ? planOptionFor(plan, choice) : null;
  const price = planOption ? subscriptionPriceOf(unitPrice, planOption) : unitPrice;
  const inStock = variation ? variation.is_in_stock : usesTwin ? twin.is_in_stock : product.is_in_stock;
  const stockQuantity = variation ? variation.stock_quantity : product.stock_quantity;

  return {
    modes,
    isSubscriptionProduct,
    twin,
    plan,
    variations,
    variation,
    unitPrice,
    planOption,
    price,
    inStock,
    stockQuantity,
    selection: {
      productId: usesTwin ? twin.id : product.id,
      mode: choice.mode,
      variationId: variation?.id ?? null,
      quantity: choice.quantity,
      interval: planOption?.interval ?? null,
      jars: planOption?.jars ?? null,
      discountPercent: planOption?.discount_percent ?? null,
    },
  };
}

export function initialChoice(product: StoreProduct, own: VariationDetail[], mode: PurchaseMode, minQuantity: number): PurchaseChoice {
  const plan = product.extensions.subscriptions?.plan;
  const variations = variationsForMode(product, own, mode);
  return {
    mode,
    option: variations[0] ? firstOption(variations[0]) : null,
    planIndex: 0,
    interval: plan?.options[0]?.interval ?? 2,
    quantity: minQuantity,
  };
}
