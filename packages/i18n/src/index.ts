export * from './format.ts';
export * from './country-name.ts';
export * from './catalogs.ts';
export type { DeepStrings } from './catalog-shape.ts';
