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
