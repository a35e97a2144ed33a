import type { Language, ProductQuery, SubscriptionPlan } from '@soul/contracts';
import type { CatalogueRepository, CategoryWithCount } from '@soul/domain/products/catalogue-port';
import type {
  CatalogueAttribute,
  CatalogueBundleItem,
  CatalogueImage,
  CatalogueProduct,
  CatalogueTerm,
} from '@soul/domain/products/product';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { productOrderSql } from './product-list.sql.ts';

type Row = Record<string, unknown>;

/** Price changes kept per product in memory (the newest), enough for any 30-day prior price in practice. */
const PRICE_HISTORY_ROWS = 50;

/** PostgreSQL implementation of the catalogue port. */
export class PgCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: Database) {}

  async listOrderedIds(query: ProductQuery, language: Language): Promise<Int32Array> {
    const categories = query.category?.length
      ? { groupIds: await this.termGroups('categories', query.category), operator: query.category_operator }
      : null;
    const tags = query.tag?.length ? { groupIds: await this.termGroups('tags', query.tag), operator: query.tag_operator } : null;
    const brands = query.brand?.length ? { groupIds: await this.termGroups('brands', query.brand), operator: query.brand_operator } : null;
    const rows = (await this.db.execute(productOrderSql(query, language, { categories, tags, brands }))).rows as { ids: string }[];
    const text = rows[0]?.ids ?? '';
    return text === '' ? new Int32Array(0) : Int32Array.from(text.split(','), Number);
  }

  async findProductIdBySlug(slug: string, language: Language): Promise<number | null> {
    const rows = (
      await this.db.execute(sql`SELECT t.product_id AS id FROM product_translations t JOIN products p ON p.id = t.product_id
        WHERE t.slug = ${slug} AND p.status = 'publish' ORDER BY (t.lang = ${language}) DESC LIMIT 1`)
    ).rows as { id: number }[];
    return rows[0]?.id ?? null;
  }

  async listCategories(language: Language): Promise<CategoryWithCount[]> {
    const rows = (
      await this.db.execute(sql`SELECT c.id, c.group_id, c.slug, c.name, c.description,
          (SELECT o.slug FROM categories o WHERE o.group_id = c.group_id AND o.lang <> c.lang LIMIT 1) AS alternate_slug,
          (SELECT count(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
            WHERE pc.category_group_id = c.group_id AND p.status = 'publish' AND p.catalog_visibility <> 'hidden' AND p.type <> 'variation') AS count
        FROM categories c WHERE c.lang = ${language} ORDER BY c.menu_order, c.name`)
    ).rows as Row[];
    return rows.map((r) => ({
      id: Number(r.id),
      groupId: Number(r.group_id),
      slug: String(r.slug),
      name: String(r.name),
      description: String(r.description ?? ''),
      count: Number(r.count),
      alternateSlug: r.alternate_slug === null ? null : String(r.alternate_slug),
    }));
  }

  async lastModified(): Promise<Date | null> {
    const rows = (await this.db.execute(sql`SELECT max(updated_at) AS modified FROM products`)).rows as Row[];
    const value = rows[0]?.modified;
    return value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));
  }

  async loadProducts(ids: readonly number[], language: Language): Promise<CatalogueProduct[]> {
    if (ids.length === 0) return [];
    const wanted = [...new Set(ids)];
    const main = await this.loadRows(sql`p.id IN (${list(wanted)})`, language);
    const variations = await this.loadRows(sql`p.parent_id IN (${list(wanted)}) AND p.type = 'variation'`, language);
    const bundleRows = (await this.db.execute(sql`SELECT * FROM bundle_items WHERE bundle_id IN (${list(wanted)}) ORDER BY position, id`))
      .rows as Row[];
    const childIds = [...new Set(bundleRows.map((r) => Number(r.product_id)))].filter((id) => !main.has(id));
    const children = childIds.length
      ? await this.loadRows(sql`p.id IN (${list(childIds)})`, language)
      : new Map<number, CatalogueProduct>();

    const all = [...main.values(), ...variations.values(), ...children.values()];
    await this.attachDetails(all, language);

    for (const variation of variations.values()) {
      const parent = main.get(variation.parentId ?? -1);
      if (!parent) continue;
      parent.variations.push(variation);
      // A variable product changes when a variation does (its prices and stock are shown on it).
      if (variation.updatedAt > parent.updatedAt) parent.updatedAt = variation.updatedAt;
    }
    for (const row of bundleRows) {
      const bundle = main.get(Number(row.bundle_id));
      const product = main.get(Number(row.product_id)) ?? children.get(Number(row.product_id));
      if (!bundle || !product) continue;
      const item: CatalogueBundleItem = {
        id: Number(row.id),
        quantity: Number(row.quantity),
        bulkDiscountPercent: Number(row.bulk_discount_percent),
        isRemovable: Boolean(row.is_removable),
        isIndented: Boolean(row.is_indented),
        isThumbnailHidden: Boolean(row.is_thumbnail_hidden),
        product,
      };
      bundle.bundleItems.push(item);
    }
    return ids.map((id) => main.get(id)).filter((p): p is CatalogueProduct => p !== undefined);
  }

  /** Resolves category/tag references (ids in either language, or slugs) to their translation groups. */
  private async termGroups(table: 'categories' | 'tags' | 'brands', refs: readonly string[]): Promise<number[]> {
    const numeric = refs.filter((r) => /^\d+$/.test(r)).map(Number);
    const slugs = refs.filter((r) => !/^\d+$/.test(r));
    const rows = (
      await this.db.execute(sql`SELECT DISTINCT group_id FROM ${sql.raw(table)}
        WHERE id IN (${list(numeric.length ? numeric : [-1])}) OR slug IN (${sql.join(
          (slugs.length ? slugs : ['']).map((s) => sql`${s}`),
          sql`, `,
        )})`)
    ).rows as { group_id: number }[];
    return rows.map((r) => Number(r.group_id));
  }

  private async loadRows(condition: ReturnType<typeof sql>, language: Language): Promise<Map<number, CatalogueProduct>> {
    const rows = (
      await this.db.execute(sql`SELECT p.*, tr.name, tr.slug, tr.short_description, tr.description,
          (SELECT json_object_agg(a.lang, a.slug) FROM product_translations a WHERE a.product_id = p.id) AS slugs
        FROM products p
        JOIN LATERAL (SELECT * FROM product_translations t WHERE t.product_id = p.id
          ORDER BY (t.lang = ${language}) DESC, (t.lang = 'en') DESC LIMIT 1) tr ON TRUE
        WHERE p.status = 'publish' AND ${condition}
        ORDER BY p.menu_order, p.id`)
    ).rows as Row[];
    return new Map(rows.map((r) => [Number(r.id), toProduct(r)]));
  }

  private async attachDetails(products: CatalogueProduct[], language: Language): Promise<void> {
    if (products.length === 0) return;
    const ids = products.map((p) => p.id);
    const byId = new Map(products.map((p) => [p.id, p]));
    const [categories, tags, brands, images, attributes, prices] = await Promise.all([
      this.db.execute(sql`SELECT pc.product_id, c.id, c.group_id, c.slug, c.name FROM product_categories pc
        JOIN categories c ON c.group_id = pc.category_group_id AND c.lang = ${language}
        WHERE pc.product_id IN (${list(ids)}) ORDER BY c.menu_order, c.name`),
      this.db.execute(sql`SELECT pt.product_id, t.id, t.group_id, t.slug, t.name FROM product_tags pt
        JOIN tags t ON t.group_id = pt.tag_group_id AND t.lang = ${language}
        WHERE pt.product_id IN (${list(ids)}) ORDER BY t.name`),
      this.db.execute(sql`SELECT pb.product_id, b.id, b.group_id, b.slug, b.name FROM product_brands pb
        JOIN brands b ON b.group_id = pb.brand_group_id AND b.lang = ${language}
        WHERE pb.product_id IN (${list(ids)}) ORDER BY b.name`),
      this.db.execute(sql`SELECT pi.product_id, m.id, m.file_key, m.width, m.height,
          CASE WHEN ${language} = 'lt' THEN m.alt_lt ELSE m.alt_en END AS alt
        FROM product_images pi JOIN media m ON m.id = pi.media_id
        WHERE pi.product_id IN (${list(ids)}) ORDER BY pi.position, m.id`),
      this.db.execute(sql`SELECT pat.product_id, pat.has_variations, pat.is_default, a.id AS attribute_id, a.taxonomy,
          CASE WHEN ${language} = 'lt' THEN a.name_lt ELSE a.name_en END AS attribute_name,
          at.id AS term_id, at.slug AS term_slug, at.name AS term_name
        FROM product_attribute_terms pat JOIN attributes a ON a.id = pat.attribute_id
        JOIN attribute_terms at ON at.id = pat.term_id
        WHERE pat.product_id IN (${list(ids)}) ORDER BY a.id, at.menu_order, at.id`),
      // The latest prices only: 30 days before a reduction rarely reach further back than a few changes.
      this.db.execute(sql`SELECT product_id, price_cents, regular_price_cents, valid_from, valid_to FROM (
          SELECT h.*, row_number() OVER (PARTITION BY h.product_id ORDER BY h.valid_from DESC) AS recency
          FROM product_price_history h WHERE h.product_id IN (${list(ids)})) recent
        WHERE recency <= ${PRICE_HISTORY_ROWS} ORDER BY product_id, valid_from`),
    ]);
    for (const r of categories.rows as Row[]) byId.get(Number(r.product_id))?.categories.push(toTerm(r));
    for (const r of tags.rows as Row[]) byId.get(Number(r.product_id))?.tags.push(toTerm(r));
    for (const r of brands.rows as Row[]) byId.get(Number(r.product_id))?.brands.push(toTerm(r));
    for (const r of images.rows as Row[]) {
      const image: CatalogueImage = {
        id: Number(r.id),
        fileKey: String(r.file_key),
        alt: String(r.alt),
        width: Number(r.width),
        height: Number(r.height),
      };
      byId.get(Number(r.product_id))?.images.push(image);
    }
    for (const r of prices.rows as Row[]) {
      byId.get(Number(r.product_id))?.priceHistory.push({
        priceCents: Number(r.price_cents),
        regularPriceCents: Number(r.regular_price_cents),
        validFrom: toDate(r.valid_from),
        validTo: r.valid_to === null ? null : toDate(r.valid_to),
      });
    }
    for (const r of attributes.rows as Row[]) {
      const product = byId.get(Number(r.product_id));
      if (!product) continue;
      let attribute: CatalogueAttribute | undefined = product.attributes.find((a) => a.id === Number(r.attribute_id));
      if (!attribute) {
        attribute = {
          id: Number(r.attribute_id),
          taxonomy: String(r.taxonomy),
          name: String(r.attribute_name),
          hasVariations: Boolean(r.has_variations),
          terms: [],
        };
        product.attributes.push(attribute);
      }
      attribute.terms.push({
        id: Number(r.term_id),
        slug: String(r.term_slug),
        name: String(r.term_name),
        isDefault: Boolean(r.is_default),
      });
    }
  }
}

function list(ids: readonly number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function toTerm(r: Row): CatalogueTerm {
  return { id: Number(r.id), groupId: Number(r.group_id), slug: String(r.slug), name: String(r.name) };
}

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toProduct(r: Row): CatalogueProduct {
  const slugs = (r.slugs ?? {}) as Partial<Record<Language, string>>;
  return {
    id: Number(r.id),
    type: r.type as CatalogueProduct['type'],
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    sku: String(r.sku),
    catalogVisibility: r.catalog_visibility as CatalogueProduct['catalogVisibility'],
    featured: Boolean(r.featured),
    regularPriceCents: Number(r.regular_price_cents),
    salePriceCents: r.sale_price_cents === null ? null : Number(r.sale_price_cents),
    taxClass: String(r.tax_class),
    manageStock: Boolean(r.manage_stock),
    stockQuantity: r.stock_quantity === null ? null : Number(r.stock_quantity),
    stockStatus: r.stock_status as CatalogueProduct['stockStatus'],
    minQuantity: Number(r.min_quantity),
    maxQuantity: r.max_quantity === null ? null : Number(r.max_quantity),
    soldIndividually: Boolean(r.sold_individually),
    menuOrder: Number(r.menu_order),
    totalSales: Number(r.total_sales),
    averageRating: String(r.average_rating),
    reviewCount: Number(r.review_count),
    oneTimeTwinId: r.one_time_twin_id === null ? null : Number(r.one_time_twin_id),
    subscriptionPlan: (r.subscription_plan ?? null) as SubscriptionPlan | null,
    upsellIds: (r.upsell_ids ?? []) as number[],
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    virtual: Boolean(r.virtual),
    weightGrams: nullableNumber(r.weight_grams),
    dimensionsMm: { length: nullableNumber(r.length_mm), width: nullableNumber(r.width_mm), height: nullableNumber(r.height_mm) },
    text: {
      name: String(r.name),
      slug: String(r.slug),
      shortDescription: String(r.short_description ?? ''),
      description: String(r.description ?? ''),
    },
    alternateSlugs: slugs,
    categories: [],
    tags: [],
    brands: [],
    images: [],
    attributes: [],
    variations: [],
    bundleItems: [],
    priceHistory: [],
  };
}
