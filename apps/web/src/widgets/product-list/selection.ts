import type { StoreProduct } from '@soul/contracts';

/** A product the shopper ticked, with the units to add (account §2 "order units"). */
export interface SelectedRow {
  product: StoreProduct;
  quantity: number;
}

/**
 * The 'Add Selected' seam. Adding to the cart is the next issue; for now the
 * selection is only kept and handed here.
 */
export function onAddSelected(rows: SelectedRow[]): void {
  void rows;
}
