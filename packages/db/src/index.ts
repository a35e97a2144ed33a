export * from './connection.ts';
export * from './embedded.ts';
export * from './migrate.ts';
export * from './repositories/catalogue.repository.ts';
export { seedDemoData, isCatalogueEmpty, generateProductImages, IMAGE_WIDTHS, THUMBNAIL_WIDTH, DEMO } from './seed/index.ts';
export * from './repositories/secrets.repository.ts';
export * from './repositories/cart.repository.ts';
export * from './repositories/stock-notification.repository.ts';
export * from './repositories/coupon.repository.ts';
