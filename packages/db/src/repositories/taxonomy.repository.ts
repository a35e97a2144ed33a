import type { Language } from '@soul/contracts';
import type { AttributeInfo, TaxonomyKind, TaxonomyRepository, TaxonomyTerm } from '@soul/domain/products/taxonomy-port';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { priceOf, stockStatus } from './product-list.sql.ts';

type Row = Record<string, unknown>;

/** Where each taxonomy's terms and product links live (one row per language, products linked to the group). */
const TABLES: Readonly<Record<TaxonomyKind, { terms: string; links: string; group: string; menuOrder: string }>> = {
  categories: { terms: 'categories', links: 'product_categories', group: 'category_group_id', menuOrder: 't.menu_order' },
  tags: { terms: 'tags', links: 'product_tags', group: 'tag_group_id', menuOrder: '0' },
  brands: { terms: 'brands', links: 'product_brands', group: 'brand_group_id', menuOrder: '0' },
};

/** Products a term counts: published, findable (not hidden), not variations (WooCommerce's visibility-aware count). */
const COUNTED = sql.raw(`p.status = 'publish' AND p.catalog_visibility <> 'hidden' AND p.type <> 'variation'`);

/** WooCommerce's stock statuses, each counted even when no product has it. */
const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;

/** A set of product ids as one array parameter (a listing may hold thousands). */
const inSet = (ids: Int32Array): SQL => sql`p.id = ANY(${`{${Array.from(ids).join(',')}}`}::int[])`;

/** PostgreSQL implementation of the taxonomy port: terms, attributes and the collection-data counts. */
export class PgTaxonomyRepository implements TaxonomyRepository {
  constructor(private readonly db: Database) {}

  async terms(kind: TaxonomyKind, language: Language): Promise<TaxonomyTerm[]> {
    const table = TABLES[kind];
    const rows = (
      await this.db
        .execute(sql`SELECT t.id, t.group_id, t.slug, t.name, ${sql.raw(kind === 'tags' ? `''` : 't.description')} AS description,
          ${sql.raw(table.menuOrder)} AS menu_order, COALESCE(c.count, 0) AS count, COALESCE(c.reviews, 0) AS reviews
        FROM ${sql.raw(table.terms)} t
        LEFT JOIN LATERAL (SELECT count(*) AS count, sum(p.review_count) AS reviews FROM ${sql.raw(table.links)} l
          JOIN products p ON p.id = l.product_id WHERE l.${sql.raw(table.group)} = t.group_id AND ${COUNTED}) c ON TRUE
        WHERE t.lang = ${language} ORDER BY t.id`)
    ).rows as Row[];
    return rows.map(toTerm);
  }

  async attributes(language: Language): Promise<AttributeInfo[]> {
    const rows = (
      await this.db.execute(sql`SELECT a.id, a.taxonomy, CASE WHEN ${language} = 'lt' THEN a.name_lt ELSE a.name_en END AS name,
          (SELECT count(*) FROM attribute_terms at WHERE at.attribute_id = a.id) AS term_count
        FROM attributes a ORDER BY a.id`)
    ).rows as Row[];
    return rows.map((r) => ({ id: Number(r.id), taxonomy: String(r.taxonomy), name: String(r.name), termCount: Number(r.term_count) }));
  }

  async attributeTerms(attributeId: number, language: Language): Promise<TaxonomyTerm[] | null> {
    void language; // attribute term names are not translated (25G, 40G …)
    const found = (await this.db.execute(sql`SELECT 1 FROM attributes WHERE id = ${attributeId}`)).rows.length > 0;
    if (!found) return null;
    const rows = (
      await this.db.execute(sql`SELECT at.id, at.id AS group_id, at.slug, at.name, '' AS description, at.menu_order,
          COALESCE(c.count, 0) AS count, COALESCE(c.reviews, 0) AS reviews
        FROM attribute_terms at
        LEFT JOIN LATERAL (SELECT count(DISTINCT p.id) AS count, sum(p.review_count) AS reviews FROM product_attribute_terms pat
          JOIN products p ON p.id = pat.product_id WHERE pat.term_id = at.id AND ${COUNTED}) c ON TRUE
        WHERE at.attribute_id = ${attributeId} ORDER BY at.id`)
    ).rows as Row[];
    return rows.map(toTerm);
  }

  async priceRange(ids: Int32Array): Promise<{ min: number; max: number } | null> {
    if (ids.length === 0) return null;
    const rows = (
      await this.db.execute(sql`SELECT MIN(${priceOf(true)}) AS min, MAX(${priceOf(false)}) AS max FROM products p WHERE ${inSet(ids)}`)
    ).rows as Row[];
    const row = rows[0];
    return row && row.min !== null ? { min: Number(row.min), max: Number(row.max) } : null;
  }

  async stockStatusCounts(ids: Int32Array): Promise<{ status: string; count: number }[]> {
    const rows = ids.length
      ? ((await this.db.execute(sql`SELECT ${stockStatus} AS status, count(*) AS count FROM products p WHERE ${inSet(ids)} GROUP BY 1`))
          .rows as Row[])
      : [];
    const counts = new Map(rows.map((r) => [String(r.status), Number(r.count)]));
    return STOCK_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  async ratingCounts(ids: Int32Array): Promise<{ rating: number; count: number }[]> {
    if (ids.length === 0) return [];
    const rows = (
      await this.db.execute(sql`SELECT ROUND(p.average_rating) AS rating, count(*) AS count FROM products p
        WHERE ${inSet(ids)} AND p.average_rating > 0 GROUP BY 1 ORDER BY 1`)
    ).rows as Row[];
    return rows.map((r) => ({ rating: Number(r.rating), count: Number(r.count) }));
  }

  async attributeCounts(ids: Int32Array, taxonomies: readonly string[]): Promise<{ term: number; count: number }[]> {
    if (ids.length === 0 || taxonomies.length === 0) return [];
    const rows = (
      await this.db.execute(sql`SELECT pat.term_id AS term, count(DISTINCT p.id) AS count FROM product_attribute_terms pat
        JOIN attributes a ON a.id = pat.attribute_id JOIN products p ON p.id = pat.product_id
        WHERE ${inSet(ids)} AND a.taxonomy IN (${sql.join(
          taxonomies.map((t) => sql`${t}`),
          sql`, `,
        )}) GROUP BY pat.term_id ORDER BY pat.term_id`)
    ).rows as Row[];
    return rows.map((r) => ({ term: Number(r.term), count: Number(r.count) }));
  }

  async termCounts(ids: Int32Array, kind: TaxonomyKind, language: Language): Promise<{ term: number; count: number }[]> {
    if (ids.length === 0) return [];
    const table = TABLES[kind];
    const rows = (
      await this.db.execute(sql`SELECT t.id AS term, count(DISTINCT p.id) AS count FROM ${sql.raw(table.links)} l
        JOIN products p ON p.id = l.product_id JOIN ${sql.raw(table.terms)} t ON t.group_id = l.${sql.raw(table.group)} AND t.lang = ${language}
        WHERE ${inSet(ids)} GROUP BY t.id ORDER BY t.id`)
    ).rows as Row[];
    return rows.map((r) => ({ term: Number(r.term), count: Number(r.count) }));
  }
}

function toTerm(r: Row): TaxonomyTerm {
  return {
    id: Number(r.id),
    groupId: Number(r.group_id),
    slug: String(r.slug),
    name: String(r.name),
    description: String(r.description ?? ''),
    menuOrder: Number(r.menu_order),
    count: Number(r.count),
    reviewCount: Number(r.reviews),
  };
}
