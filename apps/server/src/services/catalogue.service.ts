import { isDatabaseId, LANGUAGES, type Language, type ProductQuery } from '@soul/contracts';
import type { CatalogueRepository, CategoryWithCount } from '@soul/domain/products/catalogue-port';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { approximateBytes } from './approximate-bytes.ts';
import type { StockChange } from '@soul/domain/products/stock-change';
import { LruCache } from './lru-cache.ts';
import { productOrderingKey, productQueryKey } from './product-query-key.ts';

/** A product with the one-time-purchase twin a subscription product points at (null if none). */
export interface ProductWithTwin {
  product: CatalogueProduct;
  twin: CatalogueProduct | null;
}

/** One page of a listing, as domain products; the views (serializers/catalogue-views.ts) make the wire shape. */
export interface CataloguePage {
  products: ProductWithTwin[];
  total: number;
  totalPages: number;
}

export interface CatalogueServiceOptions {
  /**
   * Memory for the caches whose entries a client can multiply (listings: any
   * filter, sort and page; what is derived from them): the finished answers
   * (`derive`) get half, listing pages 3/8, listing orderings 1/8. The other
   * caches hold at most one entry per product or category.
   */
  cacheBytes?: number;
}

/** 64 MiB: some thousand finished listings of a 20 000-product catalogue, small next to a Node process. */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 64 * 1024 * 1024;

/** Bytes counted for an entry's key and bookkeeping, also while its value is still loading. */
const ENTRY_OVERHEAD = 200;

/**
 * Catalogue reads for the Store API and the pages. Answers are cached per
 * (language, site URL, normalised query) until the catalogue changes; the
 * change listener calls `invalidate()` (see catalogue-changes.ts in packages/db).
 */
export class CatalogueService {
  private readonly pages: LruCache<Promise<CataloguePage>>;
  /** Each listing's whole id order (all pages), by language and query without paging. */
  private readonly orderings: LruCache<Promise<Int32Array>>;
  private readonly singles = new LruCache<Promise<ProductWithTwin | null>>(2000);
  private readonly categories = new LruCache<Promise<CategoryWithCount[]>>(4);
  private readonly slugs = new LruCache<Promise<number | null>>(4000);
  private readonly derived: LruCache<Promise<unknown>>;
  private readonly domain = new LruCache<Promise<CatalogueProduct | null>>(5000);
  /** The same products once loaded, readable synchronously (null = known not to exist). */
  private readonly domainLoaded = new LruCache<CatalogueProduct | null>(5000);

  constructor(
    private readonly repository: CatalogueRepository,
    options: CatalogueServiceOptions = {},
  ) {
    const budget = options.cacheBytes ?? DEFAULT_CATALOGUE_CACHE_BYTES;
    this.derived = new LruCache({ maxBytes: budget / 2 });
    this.pages = new LruCache({ maxBytes: (budget * 3) / 8 });
    this.orderings = new LruCache({ maxBytes: budget / 8 });
  }

  /** How much the byte-bounded caches hold (entries and bytes), for tests and diagnostics. */
  cacheUsage(): Record<'derived' | 'pages' | 'orderings', { entries: number; bytes: number }> {
    const usage = (cache: LruCache<unknown>) => ({ entries: cache.size, bytes: cache.bytes });
    return { derived: usage(this.derived), pages: usage(this.pages), orderings: usage(this.orderings) };
  }

  private generationCounter = 0;
  /** When any product last changed, once read (dropped with every other answer). */
  private modified: Promise<Date | null> | null = null;

  /** Changes whenever cached catalogue data is dropped: part of keys of anything derived from it elsewhere. */
  get generation(): number {
    return this.generationCounter;
  }

  invalidate(): void {
    this.dropAnswers();
    this.domain.clear();
    this.domainLoaded.clear();
  }

  /** Every cached answer built from catalogue data (lists, pages, islands); the held domain products stay. */
  private dropAnswers(): void {
    this.generationCounter += 1;
    this.pages.clear();
    this.orderings.clear();
    this.singles.clear();
    this.categories.clear();
    this.slugs.clear();
    this.derived.clear();
    this.modified = null;
  }

  /**
   * One product's stock (or sales count) changed, e.g. by an order. Every
   * cached answer goes (lists, pages and rendered islands show stock and sort
   * by sales), but the products held for carts and checkout are updated in
   * place, the product itself and those embedding it (its variable parent,
   * bundles holding it), so a best-seller is not reloaded after every sale.
   */
  applyStockChange(change: StockChange): void {
    this.dropAnswers();
    const fresh = <P extends CatalogueProduct>(product: P): P =>
      product.id === change.id
        ? { ...product, stockQuantity: change.stock_quantity, stockStatus: change.stock_status, totalSales: change.total_sales }
        : product;
    for (const language of LANGUAGES) {
      this.patchDomain(`${language}|${change.id}`, fresh);
      for (const id of change.affects) {
        this.patchDomain(`${language}|${id}`, (product) => ({
          ...product,
          variations: product.variations.map(fresh),
          bundleItems: product.bundleItems.map((item) =>
            item.product.id === change.id ? { ...item, product: fresh(item.product) } : item,
          ),
        }));
      }
    }
  }

  /** Replaces a held domain product by `update(product)`; one only being loaded is dropped (it may predate the change). */
  private patchDomain(key: string, update: (product: CatalogueProduct) => CatalogueProduct): void {
    const held = this.domainLoaded.get(key);
    if (!held) {
      this.domain.delete(key);
      this.domainLoaded.delete(key);
      return;
    }
    const next = update(held);
    this.domainLoaded.set(key, next);
    this.domain.set(key, Promise.resolve(next));
  }

  /** A domain product already in memory: the product, null if known not to exist, undefined if not loaded. */
  peekDomainProduct(id: number, language: Language): CatalogueProduct | null | undefined {
    return this.domainLoaded.get(`${language}|${id}`);
  }

  /**
   * Domain products by id (products, variations, bundle items), each with its
   * variable parent too, for the cart's rules and prices. Unknown ids are
   * missing from the map.
   */
  async domainProducts(ids: readonly number[], language: Language): Promise<Map<number, CatalogueProduct>> {
    const found = new Map<number, CatalogueProduct>();
    const load = async (wanted: readonly number[]) => {
      // An id no row can have (a client's 99999999999) is simply unknown: never sent to PostgreSQL, where it would overflow.
      const unique = [...new Set(wanted)].filter((id) => isDatabaseId(id) && !found.has(id));
      const missing = unique.filter((id) => !this.domain.get(`${language}|${id}`));
      const batch = missing.length ? this.repository.loadProducts(missing, language) : null;
      const pending = unique.map((id) =>
        batch && missing.includes(id)
          ? this.cached(this.domain, `${language}|${id}`, () => batch.then((products) => products.find((p) => p.id === id) ?? null))
          : (this.domain.get(`${language}|${id}`) as Promise<CatalogueProduct | null>),
      );
      // A failed load rejects here (and is not cached): the caller must not mistake it for "no such product".
      const products = await Promise.all(pending);
      unique.forEach((id, index) => this.domainLoaded.set(`${language}|${id}`, products[index] ?? null));
      for (const product of products) if (product) found.set(product.id, product);
    };
    await load(ids);
    await load([...found.values()].map((p) => p.parentId).filter((id): id is number => id !== null));
    return found;
  }

  /**
   * Caches anything computed from catalogue data alone (a server-rendered
   * island, its props as JSON) under `key` until the catalogue changes.
   * The caller must put everything the value depends on into the key, and
   * only what it depends on (normalised), so clients cannot multiply entries.
   * `weigh` tells the value's size in bytes (by default a walk of it).
   */
  derive<V>(key: string, compute: () => Promise<V>, weigh: (value: V) => number = approximateBytes): Promise<V> {
    return this.cached(this.derived as LruCache<Promise<V>>, key, compute, weigh);
  }

  /**
   * One page of a listing. The listing's whole order is worked out once per
   * query (without paging) and kept, so every page of it, deep or not, is a
   * slice of it plus loading at most 100 products; the total is its length.
   */
  listPage(query: ProductQuery, language: Language): Promise<CataloguePage> {
    return this.cached(
      this.pages,
      `${language}|${productQueryKey(query)}`,
      async () => {
        const whole = await this.orderedIds(query, language);
        // WooCommerce lists at most a page of related products (wc_get_related_products' limit is per_page).
        const ordered = !query.related ? whole : whole.subarray(0, query.per_page);
        // WooCommerce's paging: an offset, when given, wins over the page (WP_Query).
        const start = Math.min(query.offset ?? (query.page - 1) * query.per_page, ordered.length);
        const ids = Array.from(ordered.subarray(start, start + query.per_page));
        const products = ids.length ? await this.withTwins(await this.repository.loadProducts(ids, language), language) : [];
        const total = ordered.length;
        return { products, total, totalPages: Math.max(1, Math.ceil(total / query.per_page)) };
      },
      approximateBytes,
    );
  }

  /** Every product a listing's filters select, in its order (paging ignored): what collection data counts over. */
  listingIds(query: ProductQuery, language: Language): Promise<Int32Array> {
    return this.orderedIds(query, language);
  }

  private orderedIds(query: ProductQuery, language: Language): Promise<Int32Array> {
    return this.cached(
      this.orderings,
      `${language}|${productOrderingKey(query)}`,
      () => this.repository.listOrderedIds(query, language),
      (ids) => ids.byteLength,
    );
  }

  /** One product by id, with its twin; null when there is none (or the id cannot exist). */
  product(id: number, language: Language): Promise<ProductWithTwin | null> {
    if (!isDatabaseId(id)) return Promise.resolve(null);
    return this.cached(this.singles, `${language}|${id}`, async () => {
      const [found] = await this.withTwins(await this.repository.loadProducts([id], language), language);
      return found ?? null;
    });
  }

  /**
   * Whether a product may be named by `related`: a published product a shopper
   * can browse to (WooCommerce's is_visible()); variations and hidden ones not.
   */
  async isBrowsable(id: number, language: Language): Promise<boolean> {
    const found = await this.product(id, language);
    return found !== null && found.product.type !== 'variation' && ['visible', 'catalog'].includes(found.product.catalogVisibility);
  }

  /**
   * A product by its slug in `language` or the other language (a page links
   * both ways through hreflang); `product.alternateSlugs` holds both slugs.
   */
  async productBySlug(slug: string, language: Language): Promise<ProductWithTwin | null> {
    const id = await this.cached(this.slugs, `${language}|${slug}`, () => this.repository.findProductIdBySlug(slug, language));
    return id === null ? null : this.product(id, language);
  }

  /** When any product or variation last changed: the listing's Last-Modified, as WooCommerce's ProductQuery answers it. */
  lastModified(): Promise<Date | null> {
    const pending = this.modified ?? this.repository.lastModified();
    this.modified = pending;
    pending.catch(() => {
      if (this.modified === pending) this.modified = null;
    });
    return pending;
  }

  listCategories(language: Language): Promise<CategoryWithCount[]> {
    return this.cached(this.categories, language, () => this.repository.listCategories(language));
  }

  /** Pairs products with their one-time twins, loading the twins in one go. */
  private async withTwins(products: CatalogueProduct[], language: Language): Promise<ProductWithTwin[]> {
    const twinIds = products.map((p) => p.oneTimeTwinId).filter((id): id is number => id !== null);
    const twins = new Map((await this.repository.loadProducts(twinIds, language)).map((p) => [p.id, p]));
    return products.map((product) => ({
      product,
      twin: product.oneTimeTwinId === null ? null : (twins.get(product.oneTimeTwinId) ?? null),
    }));
  }

  /**
   * Caches the promise, so concurrent misses share one database round trip;
   * failures are not cached. With `weigh`, the entry is sized once it has
   * loaded (the cache's byte bound then applies to it).
   */
  private cached<V>(cache: LruCache<Promise<V>>, key: string, load: () => Promise<V>, weigh?: (value: V) => number): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = load();
    const keyBytes = weigh ? ENTRY_OVERHEAD + key.length * 2 : 0;
    cache.set(key, pending, keyBytes);
    pending.then(
      (value) => {
        if (weigh) cache.resize(key, pending, keyBytes + weigh(value));
      },
      () => {
        if (cache.get(key) === pending) cache.delete(key);
      },
    );
    return pending;
  }
}
