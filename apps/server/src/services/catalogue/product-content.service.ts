import type { AdminActor } from '@soul/domain/audit/admin-audit';
import { problem, type Language, type Problem } from '@soul/contracts';
import { type AdminProductContentQuery } from '@soul/contracts/product-content-requests';
import type {
  ProductContent,
  ProductContentAdminRepository,
  ProductContentEntry,
  ProductContentRepository,
  ProductVideo,
} from '@soul/domain/products/product-content-port';
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
    private readonly repository: ProductContentRepository & ProductContentAdminRepository,
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

  /** The back office's list: every product with texts, searched by name, sorted and paged here (one row per product). */
  async list(query: AdminProductContentQuery): Promise<{ rows: ProductContentEntry[]; total: number }> {
    const needle = query.search?.toLowerCase() ?? '';
    const all = (await this.repository.entries()).filter((entry) => !needle || entry.productName.toLowerCase().includes(needle));
    const direction = query.order === 'desc' ? -1 : 1;
    all.sort((a, b) =>
      query.orderby === 'name'
        ? direction * a.productName.localeCompare(b.productName, 'en') || a.productId - b.productId
        : direction * (a.productId - b.productId),
    );
    const from = (query.page - 1) * query.per_page;
    return { rows: all.slice(from, from + query.per_page), total: all.length };
  }

  async entry(productId: number): Promise<Outcome> {
    const found = await this.repository.entry(productId);
    return found ? { ok: true, entry: found } : { ok: false, problem: problem('productContentNotFound') };
  }

  async create(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<Outcome> {
    if (!(await this.repository.productExists(productId))) return { ok: false, problem: problem('productInvalidId') };
    const { created } = await this.repository.create(productId, texts, actor);
    if (!created) return { ok: false, problem: problem('productContentExists') };
    return this.entry(productId);
  }

  async replace(productId: number, texts: Record<Language, ProductContent>, actor: AdminActor): Promise<Outcome> {
    if (!(await this.repository.replace(productId, texts, actor))) return { ok: false, problem: problem('productContentNotFound') };
    return this.entry(productId);
  }

  async remove(productId: number, actor: AdminActor): Promise<Outcome> {
    const removed = await this.repository.remove(productId, actor);
    return removed ? { ok: true, entry: removed } : { ok: false, problem: problem('productContentNotFound') };
  }
}

export type Outcome = { ok: true; entry: ProductContentEntry } | { ok: false; problem: Problem };
