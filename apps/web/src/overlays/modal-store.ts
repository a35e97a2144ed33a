import type { StoreProduct } from '@soul/contracts';
import { create } from 'zustand';
import type { ReviewFormPayload } from '../widgets/review-form/reviewed-product.ts';
import type { PlayableVideo } from '../widgets/video-player/video.ts';

/** Every modal id with the payload it opens with; later widgets add theirs here. */
export interface ModalPayloads {
  'quick-view': { product: StoreProduct };
  'product-picker': {
    /** Called with the chosen product; the picker closes itself afterwards. */
    onSelect: (product: StoreProduct) => void;
    title?: string;
    /** Why a product cannot be chosen here (shown on its row, which is disabled); null when it can. */
    unavailableReason?: (product: StoreProduct) => string | null;
  };
  /** Storefront §2 out-of-stock modal; open it only after the `cart` texts have loaded (cart/load.ts). */
  'back-in-stock': { productId: number; productName: string };
  /** Storefront §2 review form (id reviewForm); opened through widgets/review-form/open-review-form.ts. */
  'review-form': ReviewFormPayload;
  /** Storefront §2 video player: a product video (product-content island) or a review's (reviews widget). */
  'video-player': PlayableVideo;
}

export type ModalId = keyof ModalPayloads;
export type OpenModal = { [K in ModalId]: { id: K; payload: ModalPayloads[K] } }[ModalId];

interface ModalState {
  /** One currently open modal (storefront §4). */
  current: OpenModal | null;
  open: <K extends ModalId>(id: K, payload: ModalPayloads[K]) => void;
  close: (id: ModalId) => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open: (id, payload) => set({ current: { id, payload } as OpenModal }),
  close: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));
