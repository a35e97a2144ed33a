import type { AdminActor } from '../audit/admin-audit.ts';
import type { Language } from '@soul/contracts';

/** The product page's accordion texts in one language (storefront §2); '' where the shop wrote none. */
export interface ProductContent {
  ingredients: string;
  howToUse: string;
  deliveryReturns: string;
}

/** A WebVTT captions track of a product video. */
export interface VideoCaptions {
  language: Language;
  /** Path under the media root. */
  src: string;
}

/** A product video as the page offers it: files are paths under the media root. */
export interface ProductVideo {
  id: number;
  /** In the page's language, else the other one's. */
  title: string;
  src: string;
  poster: string;
  width: number;
  height: number;
  durationSeconds: number;
  /** Every language's captions, the page's language first. */
  captions: VideoCaptions[];
}

/** Reads the accordion texts and videos of a product (catalogue data: cached and dropped with it). */
export interface ProductContentRepository {
  /** Null when the product has no texts in `language`. */
  content(productId: number, language: Language): Promise<ProductContent | null>;
  videos(productId: number, language: Language): Promise<ProductVideo[]>;
}

/** A product's accordion texts in both languages, as the back office edits them. */
export interface ProductContentEntry {
  productId: number;
  /** The product's English name (for lists and search). */
  productName: string;
  texts: Record<Language, ProductContent>;
}

/** The back office's side of the accordion texts; every write is one transaction. */
export interface ProductContentAdminRepository {
  /** Every product that has texts, by product id. */
  entries(): Promise<ProductContentEntry[]>;
  entry(productId: number): Promise<ProductContentEntry | null>;
  /** Whether a product (not a variation) with this id exists. */
  productExists(productId: number): Promise<boolean>;
  /** Writes both languages; `created` is false when the product already had texts (nothing written). */
  create(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<{ created: boolean }>;
  /** Replaces both languages; false when the product has no texts. */
  replace(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<boolean>;
  /** Removes both languages; the removed entry, or null when there was none. */
  remove(productId: number, actor: AdminActor): Promise<ProductContentEntry | null>;
}
