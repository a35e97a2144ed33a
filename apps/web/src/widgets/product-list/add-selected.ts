import type { StoreProduct } from '@soul/contracts';
import {
  availablePurchaseModes,
  isSubscriptionType,
  sortVariations,
  validatePurchaseSelection,
  type PurchaseSelection,
  type SelectionErrorCode,
} from '@soul/domain/catalogue/index';
import type { i18n as I18n } from 'i18next';
import type { AddRow } from '../../cart/cart-actions.ts';
import { buildAddItemBody } from '../../cart/add-to-cart-payload.ts';
import type { CartRuntime } from '../../cart/runtime.ts';
import type { SelectedRow } from './selected-row.ts';

const SELECTION_TEXT: Record<SelectionErrorCode, string> = {
  invalid_frequency: 'catalogue:validation.invalidFrequency',
  variation_required: 'catalogue:validation.variationRequired',
  variation_not_found: 'catalogue:validation.variationNotFound',
  product_unavailable: 'catalogue:validation.productUnavailable',
  product_out_of_stock: 'catalogue:validation.productOutOfStock',
  variation_out_of_stock: 'catalogue:validation.variationOutOfStock',
};

/**
 * What one list row adds: a one-time purchase when the product offers one
 * (its one-time twin for subscription products), else the subscription's
 * first plan; the first in-stock variation; the row's order units.
 */
export function listRowAddition(
  product: StoreProduct,
  quantity: number,
): { ok: true; row: AddRow } | { ok: false; code: SelectionErrorCode } {
  // The same choices as the product page's defaults (product-detail/purchase-model.ts), kept
  // small here so the list does not pull the page's purchase model into the first load.
  const mode = availablePurchaseModes(product).includes('one-time') ? 'one-time' : 'subscription';
  const twin = mode === 'one-time' && isSubscriptionType(product.type) ? (product.extensions.one_time_purchase ?? null) : null;
  const variations = sortVariations(twin ? twin.variations : (product.extensions.variations ?? []));
  const variation = variations.find((candidate) => candidate.is_in_stock) ?? variations[0] ?? null;
  const plan = mode === 'subscription' ? (product.extensions.subscriptions?.plan.options[0] ?? null) : null;
  const selection: PurchaseSelection = {
    productId: twin ? twin.id : product.id,
    mode,
    variationId: variation?.id ?? null,
    quantity,
    interval: plan?.interval ?? null,
    jars: plan?.jars ?? null,
    discountPercent: plan?.discount_percent ?? null,
  };
  const result = validatePurchaseSelection(
    { id: selection.productId, is_in_stock: twin ? twin.is_in_stock : product.is_in_stock, variations },
    selection,
  );
  if (!result.ok) return { ok: false, code: result.code };
  return { ok: true, row: { body: buildAddItemBody(product, selection), name: product.name } };
}

/**
 * 'Add Selected': every addable row in ONE /batch request; rows that cannot
 * be added (out of stock) or that the server refused are reported together.
 */
export async function addSelectedRows(
  runtime: CartRuntime,
  i18n: I18n,
  rows: readonly SelectedRow[],
  opener: HTMLElement | null = null,
): Promise<{ added: number; failed: number }> {
  const additions: AddRow[] = [];
  const failures: Array<{ name: string; message: string }> = [];
  for (const { product, quantity } of rows) {
    const addition = listRowAddition(product, quantity);
    if (addition.ok) additions.push(addition.row);
    else failures.push({ name: product.name, message: i18n.t(SELECTION_TEXT[addition.code]) });
  }
  let added = 0;
  if (additions.length > 0) {
    const result = await runtime.actions.addItems(additions, { opener });
    added = result.added;
    failures.push(...result.failures);
  }
  if (failures.length > 0) {
    runtime.actions.notify(
      added > 0 ? 'warning' : 'error',
      { key: 'add.selectedFailedTitle', ns: 'cart' },
      failures.map((failure) => i18n.t('cart:add.rowFailed', { name: failure.name, message: failure.message })).join(' · '),
      null,
    );
  } else if (added > 0) {
    runtime.actions.notify('success', { key: 'add.selectedAdded', ns: 'cart', values: { count: added } });
  }
  return { added, failed: failures.length };
}
