import { create } from 'zustand';

/**
 * The client-side permission flags of storefront §3 and §6 that the promotion
 * widgets share: `exitPopup` (the popup may show), `defaultPromo`,
 * `promoOffer` (a quantity offer may be added; a promo-offer cookie turns it
 * off) and one flag per promotion id (its countdown still runs). `upsells`
 * and `premiumOffer` come with the page settings (cart/cart-settings.ts).
 * The flags only steer what the page offers: the server grants every
 * discount itself.
 */
interface PromoFlagsState {
  exitPopup: boolean;
  defaultPromo: boolean;
  promoOffer: boolean;
  promos: Record<number, boolean>;
  setFlag: (flag: 'exitPopup' | 'defaultPromo' | 'promoOffer', on: boolean) => void;
  setPromoFlag: (promotionId: number, on: boolean) => void;
}

export const usePromoFlags = create<PromoFlagsState>()((set) => ({
  exitPopup: true,
  defaultPromo: true,
  promoOffer: true,
  promos: {},
  setFlag: (flag, on) => set({ [flag]: on }),
  setPromoFlag: (promotionId, on) => set((state) => ({ promos: { ...state.promos, [promotionId]: on } })),
}));
