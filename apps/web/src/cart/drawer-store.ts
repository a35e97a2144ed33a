import { create } from 'zustand';

/**
 * The mini cart drawer's open state: tiny and in the first-load path, so
 * the header button, the product page and the list can open the drawer
 * before its (lazy) UI has loaded. `requested` stays true once the drawer
 * was wanted, so its chunk stays mounted.
 */
interface DrawerState {
  open: boolean;
  requested: boolean;
  /** Where focus returns when the drawer closes. */
  opener: HTMLElement | null;
  openDrawer: (opener?: HTMLElement | null) => void;
  closeDrawer: () => void;
  /** Load the drawer's chunk without opening it (hover on the cart button, first add). */
  preload: () => void;
}

export const useDrawerStore = create<DrawerState>()((set) => ({
  open: false,
  requested: false,
  opener: null,
  openDrawer: (opener) =>
    set({
      open: true,
      requested: true,
      opener: opener ?? (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null),
    }),
  closeDrawer: () => set({ open: false }),
  preload: () => set({ requested: true }),
}));

export function openCartDrawer(opener?: HTMLElement | null): void {
  useDrawerStore.getState().openDrawer(opener);
}
