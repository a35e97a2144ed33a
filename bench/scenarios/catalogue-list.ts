import { productsPath } from '../lib/store-api.ts';
import type { Scenario } from './scenario.ts';

/** The catalogue listing every shop page and the product list widget call: 10 per page (the default). */
export const catalogueList: Scenario = {
  name: `GET ${productsPath}`,
  setup: async () => ({ requests: [{ method: 'GET', path: productsPath }] }),
  target: { ratioOfCeiling: 1 / 5, p99Ms: 20 },
};
