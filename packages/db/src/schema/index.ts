export * from './products.ts';
export * from './taxonomy.ts';
export * from './attributes.ts';
export * from './media.ts';
export * from './coupons.ts';
export * from './secrets.ts';
export * from './carts.ts';
export * from './stock-notifications.ts';
