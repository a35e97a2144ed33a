import type { Language, ProductQuery } from '@soul/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';
import { foldedContains } from './search-folding.ts';

/**
 * Builds the SQL for a Store API product listing: the filters and the sort,
 * in the database, answering the listing's whole order as one
 * comma-separated string of ids (one row, cheap to read). The service keeps
 * it and cuts pages out of it, so X-WP-Total stays exact and a deep page
 * costs no more than the first.
 *
 * Only what the query needs is worked out per row: a listing by date,
 * popularity or rating reads `products` alone (an index-only scan in date
 * order, migration 0016); names are joined for a title sort or a search;
 * prices, sale and stock of variable products and bundles only for a price
 * sort or filter. Expressions mirror the domain's pricing
 * (packages/domain/src/products/pricing.ts): a row's unit price is its sale
 * price when lower than the regular price; variable products cost their
 * cheapest variation; a bundle costs its base price plus each item after its
 * bulk discount (amount − round(amount × % / 100)).
 */
const unitPrice = (alias: string) =>
  sql.raw(
    `(CASE WHEN ${alias}.sale_price_cents IS NOT NULL AND ${alias}.sale_price_cents < ${alias}.regular_price_cents THEN ${alias}.sale_price_cents ELSE ${alias}.regular_price_cents END)`,
  );

/**
 * A product's price as WooCommerce's meta lookup keeps it: `lowest` is its
 * min_price (a variable product's cheapest variation), otherwise max_price
 * (its dearest). Sorting by price ascending reads min_price, descending
 * max_price, as WC_Query's catalogue ordering does; the price filters compare
 * min_price too (the domain's "from" price).
 */
export const priceOf = (lowest: boolean) => sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    COALESCE((SELECT ${sql.raw(lowest ? 'MIN' : 'MAX')}(${unitPrice('v')}) FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.status = 'publish'), ${unitPrice('p')})
  WHEN p.type = 'bundle' THEN
    ${unitPrice('p')} + COALESCE((
      SELECT SUM(${unitPrice('c')} * bi.quantity - ROUND(${unitPrice('c')} * bi.quantity * bi.bulk_discount_percent / 100.0))
      FROM bundle_items bi JOIN products c ON c.id = bi.product_id WHERE bi.bundle_id = p.id), 0)
  ELSE ${unitPrice('p')}
END)`;
const productPrice = priceOf(true);

const onSale = sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.sale_price_cents IS NOT NULL AND v.sale_price_cents < v.regular_price_cents)
  ELSE p.sale_price_cents IS NOT NULL AND p.sale_price_cents < p.regular_price_cents
END)`;

export const stockStatus = sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    CASE WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.stock_status <> 'outofstock')
      THEN 'instock' ELSE 'outofstock' END
  ELSE p.stock_status
END)`;

/**
 * A product's text in the listing's language, else in the other one (the
 * only two: a CHECK on product_translations), joined for all rows at once
 * rather than looked up row by row.
 */
const textJoin = (language: Language) => sql`LEFT JOIN product_translations tl ON tl.product_id = p.id AND tl.lang = ${language}
    LEFT JOIN product_translations tx ON tx.product_id = p.id AND tx.lang <> ${language}`;
const text = (column: 'name' | 'slug' | 'short_description') => sql.raw(`COALESCE(tl.${column}, tx.${column})`);

/** Sorts on a column of `products` itself; the others need joined text or a computed price. */
const PRODUCT_COLUMNS: Partial<Record<ProductQuery['orderby'], string>> = {
  date: 'p.created_at',
  modified: 'p.updated_at',
  id: 'p.id',
  popularity: 'p.total_sales',
  rating: 'p.average_rating',
  comment_count: 'p.review_count',
};

export interface CategoryGroupFilter {
  groupIds: number[];
  operator: 'in' | 'not_in' | 'and';
}

/** References a listing resolved before its SQL is built: term groups, and the product `related` names. */
export interface ResolvedFilters {
  categories: CategoryGroupFilter | null;
  tags: CategoryGroupFilter | null;
  brands?: CategoryGroupFilter | null;
}

export function productOrderSql(query: ProductQuery, language: Language, resolved: ResolvedFilters): SQL {
  const orderby = query.orderby === 'include' && !query.include?.length ? 'date' : query.orderby;
  const needsText = Boolean(query.search) || orderby === 'title' || orderby === 'slug' || orderby === 'menu_order';
  const where: SQL[] = [sql`p.status = 'publish'`];

  if (query.purchase === 'subscription') where.push(sql`p.type IN ('subscription', 'variable-subscription')`);
  if (query.purchase === 'one_time')
    where.push(
      sql`(p.type IN ('simple', 'variable', 'bundle') OR (p.type IN ('subscription', 'variable-subscription') AND p.one_time_twin_id IS NOT NULL))`,
    );
  if (query.type === 'variation') where.push(sql`p.type = 'variation'`);
  else if (query.type) where.push(sql`p.type = ${query.type}`);
  // A search by SKU or slug finds variations too (WooCommerce then queries both post types).
  else if (!query.sku?.length && !query.slug?.length) where.push(sql`p.type <> 'variation'`);

  // WooCommerce filters visibility only when asked: `include` and `slug` find hidden products too.
  const visibility = query.catalog_visibility ?? (query.include?.length || query.slug?.length ? 'any' : undefined);
  // Variations inherit visibility from their parent; a listing of variations shows them all.
  if (visibility !== 'any' && query.type !== 'variation') {
    const shown = visibleIn(visibility, Boolean(query.search));
    where.push(
      sql`p.catalog_visibility IN (${sql.join(
        shown.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  // A product with no text in either language cannot be shown (the loader skips it), so it is not listed.
  if (needsText) where.push(sql`(tl.product_id IS NOT NULL OR tx.product_id IS NOT NULL)`);

  if (query.include?.length) where.push(sql`p.id IN (${ids(query.include)})`);
  if (query.exclude?.length) where.push(sql`p.id NOT IN (${ids(query.exclude)})`);
  if (query.parent?.length) where.push(sql`p.parent_id IN (${ids(query.parent)})`);
  if (query.parent_exclude?.length) where.push(sql`(p.parent_id IS NULL OR p.parent_id NOT IN (${ids(query.parent_exclude)}))`);
  if (query.sku?.length)
    where.push(
      sql`p.sku IN (${sql.join(
        query.sku.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.slug?.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM product_translations st WHERE st.product_id = p.id AND st.slug IN (${sql.join(
        query.slug.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  if (query.featured !== undefined) where.push(sql`p.featured = ${query.featured}`);
  if (query.search) {
    // Case and diacritics ignored: "zarn" finds "Žarnyno…", "energy" finds "Energy".
    where.push(
      sql`(${foldedContains(text('name'), query.search)} OR p.sku ILIKE ${containsPattern(query.search)} OR ${foldedContains(text('short_description'), query.search)})`,
    );
  }
  if (resolved.categories) where.push(termGroupCondition('product_categories', 'category_group_id', resolved.categories));
  if (resolved.tags) where.push(termGroupCondition('product_tags', 'tag_group_id', resolved.tags));
  if (resolved.brands) where.push(termGroupCondition('product_brands', 'brand_group_id', resolved.brands));
  // `related=0` is no filter, as WooCommerce's empty() reads it.
  if (query.related) where.push(relatedTo(query.related));
  if (query.attributes?.length) {
    const conditions = query.attributes.map((filter) => {
      const slugs = filter.slug ?? [];
      const termIds = filter.term_id ?? [];
      const termMatch = sql`(${
        slugs.length
          ? sql`at.slug IN (${sql.join(
              slugs.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : sql`FALSE`
      } OR ${termIds.length ? sql`at.id IN (${ids(termIds)})` : sql`FALSE`})`;
      const matches = sql`SELECT count(DISTINCT at.id) FROM product_attribute_terms pat
        JOIN attributes a ON a.id = pat.attribute_id JOIN attribute_terms at ON at.id = pat.term_id
        WHERE pat.product_id = p.id AND a.taxonomy = ${filter.attribute} AND ${termMatch}`;
      const wanted = slugs.length + termIds.length;
      if (filter.operator === 'not_in') return sql`(${matches}) = 0`;
      if (filter.operator === 'and') return sql`(${matches}) >= ${wanted}`;
      return sql`(${matches}) > 0`;
    });
    where.push(sql`(${sql.join(conditions, query.attribute_relation === 'in' ? sql` OR ` : sql` AND `)})`);
  }
  if (query.rating?.length) where.push(sql`ROUND(p.average_rating) IN (${ids(query.rating)})`);
  if (query.on_sale !== undefined) where.push(sql`${onSale} = ${query.on_sale}`);
  if (query.stock_status?.length)
    where.push(
      sql`${stockStatus} IN (${sql.join(
        query.stock_status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.min_price !== undefined) where.push(sql`${productPrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) where.push(sql`${productPrice} <= ${query.max_price}`);

  const direction = query.order === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  let orderBy: SQL;
  // WordPress's `post__in` order keeps the order of `include` whatever `order` says.
  if (orderby === 'include') orderBy = sql`array_position(ARRAY[${ids(query.include ?? [])}]::int[], p.id) ASC`;
  // menu_order sorts ties by title, as WooCommerce does.
  else if (orderby === 'menu_order') orderBy = sql`p.menu_order ${direction}, ${text('name')} ASC, p.id ASC`;
  else if (orderby === 'title') orderBy = sql`${text('name')} ${direction}, p.id ${direction}`;
  else if (orderby === 'slug') orderBy = sql`${text('slug')} ${direction}, p.id ${direction}`;
  else if (orderby === 'price') orderBy = sql`${priceOf(query.order === 'asc')} ${direction}, p.id ${direction}`;
  else orderBy = sql`${sql.raw(PRODUCT_COLUMNS[orderby] ?? 'p.created_at')} ${direction}, p.id ${direction}`;

  return sql`SELECT COALESCE(string_agg(p.id::text, ',' ORDER BY ${orderBy}), '') AS ids
    FROM products p ${needsText ? textJoin(language) : sql``}
    WHERE ${sql.join(where, sql` AND `)}`;
}

function ids(values: readonly number[]): SQL {
  return sql.join(
    values.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Which stored visibilities a listing shows. The default ('visible') means
 * "what a shopper sees here": the shop shows visible+catalog products, a
 * search shows visible+search ones; hidden products (one-time twins) never.
 */
function visibleIn(requested: ProductQuery['catalog_visibility'], isSearch: boolean): string[] {
  switch (requested) {
    case 'hidden':
      return ['hidden'];
    case 'catalog':
      return ['visible', 'catalog'];
    case 'search':
      return ['visible', 'search'];
    default:
      return isSearch ? ['visible', 'search'] : ['visible', 'catalog'];
  }
}

/**
 * WooCommerce's wc_get_related_products: products sharing a category or a
 * tag with the given one, neither itself nor one of its upsells.
 */
function relatedTo(productId: number): SQL {
  return sql`p.id <> ${productId}
    AND p.id <> ALL (COALESCE((SELECT r.upsell_ids FROM products r WHERE r.id = ${productId}), '{}'::integer[]))
    AND (EXISTS (SELECT 1 FROM product_categories x JOIN product_categories y ON y.category_group_id = x.category_group_id
          WHERE x.product_id = p.id AND y.product_id = ${productId})
      OR EXISTS (SELECT 1 FROM product_tags x JOIN product_tags y ON y.tag_group_id = x.tag_group_id
          WHERE x.product_id = p.id AND y.product_id = ${productId}))`;
}

function termGroupCondition(
  table: 'product_categories' | 'product_tags' | 'product_brands',
  column: string,
  filter: CategoryGroupFilter,
): SQL {
  const ids = filter.groupIds.length ? filter.groupIds : [-1];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const matches = sql`SELECT count(DISTINCT ${sql.raw(column)}) FROM ${sql.raw(table)} x WHERE x.product_id = p.id AND x.${sql.raw(column)} IN (${list})`;
  if (filter.operator === 'not_in') return sql`(${matches}) = 0`;
  if (filter.operator === 'and') return sql`(${matches}) = ${ids.length}`;
  return sql`(${matches}) > 0`;
}
