import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalContentProps } from './modal-content.ts';
import type { ModalId } from './modal-store.ts';

type ModalRegistry = { [K in ModalId]: LazyExoticComponent<ComponentType<ModalContentProps<K>>> };

/** Each modal's content is its own chunk, fetched the first time it opens. */
export const MODAL_REGISTRY: ModalRegistry = {
  'quick-view': lazy(() => import('../catalogue/QuickViewModal.tsx')),
  'product-picker': lazy(() => import('../catalogue/ProductPickerModal.tsx')),
  'back-in-stock': lazy(() => import('../cart/BackInStockModal.tsx')),
  'review-form': lazy(() => import('../widgets/review-form/ReviewFormModal.tsx')),
  'video-player': lazy(() => import('../widgets/video-player/VideoPlayerModal.tsx')),
};
