import type { ProductType, StockStatus, SubscriptionPlan } from '@soul/contracts';
import type { PriceHistoryEntry } from './price-history.ts';

/** A product or variation as the catalogue knows it, texts in one language. */
export interface CatalogueProduct {
  id: number;
  type: ProductType;
  parentId: number | null;
  sku: string;
  catalogVisibility: 'visible' | 'catalog' | 'search' | 'hidden';
  featured: boolean;
  regularPriceCents: number;
  salePriceCents: number | null;
  taxClass: string;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  minQuantity: number;
  maxQuantity: number | null;
  soldIndividually: boolean;
  menuOrder: number;
  totalSales: number;
  averageRating: string;
  reviewCount: number;
  oneTimeTwinId: number | null;
  subscriptionPlan: SubscriptionPlan | null;
  upsellIds: number[];
  createdAt: Date;
  /** When the product (or one of its variations) last changed: the Store API's Last-Modified. */
  updatedAt: Date;
  /** Nothing to ship (WooCommerce's "virtual"): a cart of only virtual products needs no delivery. */
  virtual: boolean;
  /** Shipping weight in grams and box size in millimetres; null when not set (WooCommerce's empty weight). */
  weightGrams: number | null;
  dimensionsMm: { length: number | null; width: number | null; height: number | null };
  text: ProductText;
  /** The slug of this product in the other language (for hreflang). */
  alternateSlugs: Partial<Record<'en' | 'lt', string>>;
  categories: CatalogueTerm[];
  tags: CatalogueTerm[];
  brands: CatalogueTerm[];
  images: CatalogueImage[];
  attributes: CatalogueAttribute[];
  /** Variations (type `variation`) of a variable product, fully loaded. */
  variations: CatalogueProduct[];
  bundleItems: CatalogueBundleItem[];
  /** The prices it had (oldest first; the last in force now), for the 30-day prior price (price-history.ts). */
  priceHistory: PriceHistoryEntry[];
}

export interface ProductText {
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
}

export interface CatalogueTerm {
  id: number;
  groupId: number;
  slug: string;
  name: string;
}

export interface CatalogueImage {
  id: number;
  fileKey: string;
  alt: string;
  width: number;
  height: number;
}

export interface CatalogueAttribute {
  id: number;
  taxonomy: string;
  name: string;
  hasVariations: boolean;
  terms: { id: number; slug: string; name: string; isDefault: boolean }[];
}

export interface CatalogueBundleItem {
  id: number;
  quantity: number;
  bulkDiscountPercent: number;
  isRemovable: boolean;
  isIndented: boolean;
  isThumbnailHidden: boolean;
  product: CatalogueProduct;
}
