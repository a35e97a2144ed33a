import { problem, type Language } from '@soul/contracts';
import { taxRateOf } from '@soul/domain/cart/tax-rates';
import { subscriptionOptionPrice } from '@soul/domain/catalogue/plan-prices';
import { unitPrice } from '@soul/domain/products/product-prices';
import type { VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { CatalogueService } from '../catalogue.service.ts';
import type { Answer } from './subscription-answer.ts';

/** A product as it would join a subscription: its line and its price with the subscription's plan discount (and before it). */
export interface ProductOffer {
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  unitPrice: number;
  regularPrice: number;
  taxRatePercent: number;
}

/**
 * What a product would cost in this subscription: a subscription product
 * (or a variation of one) at its shop price less the subscription's plan
 * discount. Variable parents and bundles cannot be added themselves.
 */
export async function productOffer(
  catalogue: Pick<CatalogueService, 'domainProducts'>,
  subscription: VersionedSubscription,
  productId: number,
): Promise<Answer<ProductOffer>> {
  const language: Language = subscription.language;
  const products = await catalogue.domainProducts([productId], language);
  const product = products.get(productId);
  const parent = product?.parentId ? (await catalogue.domainProducts([product.parentId], language)).get(product.parentId) : null;
  const plan = parent?.subscriptionPlan ?? product?.subscriptionPlan;
  const sellable = product && product.type !== 'variable' && product.type !== 'variable-subscription' && product.type !== 'bundle';
  if (!product || !sellable || !plan) return { ok: false, problem: problem('subscriptionProductNotEligible') };
  const regularPrice = unitPrice(product);
  return {
    ok: true,
    value: {
      productId: parent ? parent.id : product.id,
      variationId: parent ? product.id : 0,
      name: parent && !product.text.name.startsWith(parent.text.name) ? `${parent.text.name} – ${product.text.name}` : product.text.name,
      sku: product.sku,
      unitPrice: subscriptionOptionPrice(regularPrice, { jars: 1, discount_percent: subscription.discountPercent }),
      regularPrice,
      taxRatePercent: taxRateOf(product.taxClass),
    },
  };
}
