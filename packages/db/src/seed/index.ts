/**
 * The demo catalogue: seeding it into a database, rendering its product
 * images, and the well-known ids tests rely on.
 */
export { seedDemoData, isCatalogueEmpty } from './insert.ts';
export { generateProductImages } from './images/generate.ts';
export { copyDemoVideos } from './product-content.ts';
export { copyDemoDownloads } from './downloads.ts';
export { IMAGE_WIDTHS, THUMBNAIL_WIDTH, IMAGE_SOURCE_SIZE, imageFileName, type ImageWidth } from '@soul/domain/products/image-sizes';
export { DEMO, type DemoFixtures } from './fixtures.ts';
export { SEED_ANCHOR } from './dates.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_CUSTOMER_GROUP } from './accounts.ts';
