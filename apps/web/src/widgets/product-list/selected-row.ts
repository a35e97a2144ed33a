import type { StoreProduct } from '@soul/contracts';

/** A product the shopper ticked, with the units to add (account §2 "order units"). */
export interface SelectedRow {
  product: StoreProduct;
  quantity: number;
}
