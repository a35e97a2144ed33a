export * from './constants.ts';
export * from './quantity.ts';
export * from './variations.ts';
export * from './plan-prices.ts';
export * from './purchase-mode.ts';
export * from './selection.ts';
