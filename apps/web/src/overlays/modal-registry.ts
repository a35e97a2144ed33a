import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalId, ModalPayloads } from './modal-store.ts';

export interface ModalContentProps<K extends ModalId> {
  payload: ModalPayloads[K];
  onClose: () => void;
}

type ModalRegistry = { [K in ModalId]: LazyExoticComponent<ComponentType<ModalContentProps<K>>> };

/** Each modal's content is its own chunk, fetched the first time it opens. */
export const MODAL_REGISTRY: ModalRegistry = {
  'quick-view': lazy(() => import('../catalogue/QuickViewModal.tsx')),
  'product-picker': lazy(() => import('../catalogue/ProductPickerModal.tsx')),
};
