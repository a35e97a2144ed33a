import type { Language } from '@soul/contracts';
import type { ProductContent, ProductContentRepository, ProductVideo } from '@soul/domain/products/product-content-port';
import type { CatalogueService } from '../catalogue.service.ts';

/** What the product page shows under the purchase panel: the accordion's texts and the videos. */
export interface ProductPageContent {
  content: ProductContent | null;
  videos: ProductVideo[];
}

/**
 * The product page's accordion and videos (storefront §2). Catalogue data:
 * cached through `catalogue.derive`, so the tables' change notification
 * (migration 0030's triggers) drops it.
 */
export class ProductContentService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly repository: ProductContentRepository,
  ) {}

  forPage(productId: number, language: Language): Promise<ProductPageContent> {
    return this.catalogue.derive(`product-content|${productId}|${language}`, async () => {
      const [content, videos] = await Promise.all([
        this.repository.content(productId, language),
        this.repository.videos(productId, language),
      ]);
      return { content, videos };
    });
  }
}
