import type { StoreProduct } from '@soul/contracts';
import { useModalStore } from '../../overlays/modal-store.ts';
import type { ReviewAuthorPrefill, ReviewedProduct } from './reviewed-product.ts';

/** The form's preview of a Store API product. */
export function reviewedProductOf(product: StoreProduct): ReviewedProduct {
  return { id: product.id, name: product.name, image: product.images[0]?.thumbnail ?? null };
}

/**
 * Opens the review form (storefront §2): for the given product, or — when no
 * product is chosen — the product picker first, whose choice opens the form.
 * Both are lazy modal chunks: nothing here loads before a press.
 */
export function openReviewForm(options: {
  product: ReviewedProduct | null;
  prefill?: ReviewAuthorPrefill | undefined;
  pickerTitle?: string;
  onSubmitted?: () => void;
}): void {
  const { open } = useModalStore.getState();
  const extra = {
    ...(options.prefill ? { prefill: options.prefill } : {}),
    ...(options.onSubmitted ? { onSubmitted: options.onSubmitted } : {}),
  };
  if (options.product) {
    open('review-form', { product: options.product, ...extra });
    return;
  }
  open('product-picker', {
    ...(options.pickerTitle ? { title: options.pickerTitle } : {}),
    onSelect: (chosen) => {
      // The picker closes itself after onSelect: open the form once it has.
      queueMicrotask(() => useModalStore.getState().open('review-form', { product: reviewedProductOf(chosen), ...extra }));
    },
  });
}
