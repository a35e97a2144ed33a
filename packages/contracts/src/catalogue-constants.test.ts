import { describe, expect, it } from 'vitest';
import { shoppingCategories, UPSELL_CATEGORY_ID } from './catalogue-constants.ts';

describe('shoppingCategories', () => {
  it('drops the upsell category of either language and keeps the rest in order', () => {
    const categories = [{ id: 14 }, { id: UPSELL_CATEGORY_ID.en }, { id: 18 }, { id: UPSELL_CATEGORY_ID.lt }];
    expect(shoppingCategories(categories)).toEqual([{ id: 14 }, { id: 18 }]);
    expect(shoppingCategories([])).toEqual([]);
  });
});
