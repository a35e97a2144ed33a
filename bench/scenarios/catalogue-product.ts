import { firstProduct, productsPath } from '../lib/store-api.ts';
import type { Scenario } from './scenario.ts';

/** One product by id, as the product page widgets load it. The id is a real one, read from the list. */
export const catalogueProduct: Scenario = {
  name: `GET ${productsPath}/{id}`,
  setup: async (baseUrl) => {
    const { id } = await firstProduct(baseUrl);
    return { requests: [{ method: 'GET', path: `${productsPath}/${id}` }] };
  },
  target: { ratioOfCeiling: 1 / 5, p99Ms: 20 },
};
