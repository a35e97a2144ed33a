import { cartAddItem } from './cart-add-item.ts';
import { cartGet } from './cart-get.ts';
import { catalogueList } from './catalogue-list.ts';
import { catalogueProduct } from './catalogue-product.ts';
import { checkoutPlaceOrder } from './checkout.ts';
import type { Scenario } from './scenario.ts';

/** Every shop route the bench loads, in order. */
export const scenarios: Scenario[] = [catalogueList, catalogueProduct, cartAddItem, cartGet, checkoutPlaceOrder];
