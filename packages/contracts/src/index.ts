export * from './language.ts';
export * from './money.ts';
export * from './subscription.ts';
export * from './store-product.ts';
export * from './product-query.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './catalogue-constants.ts';
