import { cartAddItem } from './cart-add-item.ts';
import { cartGet } from './cart-get.ts';
import { catalogueList } from './catalogue-list.ts';
import { catalogueProduct } from './catalogue-product.ts';
import type { Scenario } from './scenario.ts';

/** Every shop route the bench loads, in order. Add new scenarios (checkout) here. */
export const scenarios: Scenario[] = [catalogueList, catalogueProduct, cartAddItem, cartGet];
