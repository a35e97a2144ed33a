import type { Language, ProductQuery } from '@soul/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Builds the SQL for a Store API product listing: the filters, the sort and
 * the page, all in the database so paging and X-WP-Total stay exact.
 *
 * Expressions mirror the domain's pricing (packages/domain/src/products/pricing.ts):
 * a row's unit price is its sale price when lower than the regular price;
 * variable products cost their cheapest variation; a bundle costs its base
 * price plus each item after its bulk discount (amount − round(amount × % / 100)).
 */
const unitPrice = (alias: string) =>
  sql.raw(
    `(CASE WHEN ${alias}.sale_price_cents IS NOT NULL AND ${alias}.sale_price_cents < ${alias}.regular_price_cents THEN ${alias}.sale_price_cents ELSE ${alias}.regular_price_cents END)`,
  );

const productPrice = sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    COALESCE((SELECT MIN(${unitPrice('v')}) FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.status = 'publish'), ${unitPrice('p')})
  WHEN p.type = 'bundle' THEN
    ${unitPrice('p')} + COALESCE((
      SELECT SUM(${unitPrice('c')} * bi.quantity - ROUND(${unitPrice('c')} * bi.quantity * bi.bulk_discount_percent / 100.0))
      FROM bundle_items bi JOIN products c ON c.id = bi.product_id WHERE bi.bundle_id = p.id), 0)
  ELSE ${unitPrice('p')}
END)`;

const onSale = sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.sale_price_cents IS NOT NULL AND v.sale_price_cents < v.regular_price_cents)
  ELSE p.sale_price_cents IS NOT NULL AND p.sale_price_cents < p.regular_price_cents
END)`;

const stockStatus = sql`(CASE
  WHEN p.type IN ('variable', 'variable-subscription') THEN
    CASE WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.stock_status <> 'outofstock')
      THEN 'instock' ELSE 'outofstock' END
  ELSE p.stock_status
END)`;

const ORDER_COLUMNS: Record<Exclude<ProductQuery['orderby'], 'include'>, string> = {
  date: 'created_at',
  modified: 'updated_at',
  id: 'id',
  title: 'name',
  slug: 'slug',
  price: 'sort_price',
  popularity: 'total_sales',
  rating: 'average_rating',
  menu_order: 'menu_order',
  comment_count: 'review_count',
};

export interface CategoryGroupFilter {
  groupIds: number[];
  operator: 'in' | 'not_in' | 'and';
}

export function productListSql(
  query: ProductQuery,
  language: Language,
  resolved: { categories: CategoryGroupFilter | null; tags: CategoryGroupFilter | null },
): { page: SQL; count: SQL } {
  const where: SQL[] = [sql`p.status = 'publish'`];

  if (query.type === 'variation') where.push(sql`p.type = 'variation'`);
  else if (query.type) where.push(sql`p.type = ${query.type}`);
  else where.push(sql`p.type <> 'variation'`);

  // Variations inherit visibility from their parent; a listing of variations shows them all.
  if (query.catalog_visibility !== 'any' && query.type !== 'variation') {
    const shown = visibleIn(query.catalog_visibility, Boolean(query.search));
    where.push(sql`p.catalog_visibility IN (${sql.join(shown.map((v) => sql`${v}`), sql`, `)})`);
  }

  if (query.include?.length) where.push(sql`p.id IN (${sql.join(query.include.map((id) => sql`${id}`), sql`, `)})`);
  if (query.exclude?.length) where.push(sql`p.id NOT IN (${sql.join(query.exclude.map((id) => sql`${id}`), sql`, `)})`);
  if (query.parent?.length) where.push(sql`p.parent_id IN (${sql.join(query.parent.map((id) => sql`${id}`), sql`, `)})`);
  if (query.parent_exclude?.length) {
    where.push(sql`(p.parent_id IS NULL OR p.parent_id NOT IN (${sql.join(query.parent_exclude.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (query.sku?.length) where.push(sql`p.sku IN (${sql.join(query.sku.map((s) => sql`${s}`), sql`, `)})`);
  if (query.slug?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM product_translations st WHERE st.product_id = p.id AND st.slug IN (${sql.join(query.slug.map((s) => sql`${s}`), sql`, `)}))`);
  }
  if (query.featured !== undefined) where.push(sql`p.featured = ${query.featured}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(tr.name ILIKE ${pattern} OR p.sku ILIKE ${pattern} OR tr.short_description ILIKE ${pattern})`);
  }
  if (resolved.categories) where.push(termGroupCondition('product_categories', 'category_group_id', resolved.categories));
  if (resolved.tags) where.push(termGroupCondition('product_tags', 'tag_group_id', resolved.tags));
  if (query.attributes?.length) {
    const conditions = query.attributes.map((filter) => {
      const slugs = filter.slug ?? [];
      const termIds = filter.term_id ?? [];
      const termMatch = sql`(${slugs.length ? sql`at.slug IN (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})` : sql`FALSE`} OR ${termIds.length ? sql`at.id IN (${sql.join(termIds.map((id) => sql`${id}`), sql`, `)})` : sql`FALSE`})`;
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
  if (query.rating?.length) {
    where.push(sql`ROUND(p.average_rating) IN (${sql.join(query.rating.map((r) => sql`${r}`), sql`, `)})`);
  }

  const outer: SQL[] = [];
  if (query.on_sale !== undefined) outer.push(sql`on_sale = ${query.on_sale}`);
  if (query.stock_status?.length) outer.push(sql`stock_status IN (${sql.join(query.stock_status.map((s) => sql`${s}`), sql`, `)})`);
  if (query.min_price !== undefined) outer.push(sql`sort_price >= ${query.min_price}`);
  if (query.max_price !== undefined) outer.push(sql`sort_price <= ${query.max_price}`);

  const base = sql`SELECT p.id, p.created_at, p.updated_at, p.menu_order, p.total_sales, p.average_rating, p.review_count,
      tr.name, tr.slug, ${productPrice} AS sort_price, ${onSale} AS on_sale, ${stockStatus} AS stock_status
    FROM products p
    JOIN LATERAL (
      SELECT name, slug, short_description FROM product_translations t
      WHERE t.product_id = p.id ORDER BY (t.lang = ${language}) DESC, (t.lang = 'en') DESC LIMIT 1
    ) tr ON TRUE
    WHERE ${sql.join(where, sql` AND `)}`;
  const filtered = sql`SELECT * FROM (${base}) listed ${outer.length ? sql`WHERE ${sql.join(outer, sql` AND `)}` : sql``}`;

  const direction = query.order === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  let orderBy: SQL;
  if (query.orderby === 'include' && query.include?.length) {
    orderBy = sql`array_position(ARRAY[${sql.join(query.include.map((id) => sql`${id}`), sql`, `)}]::int[], id) ${direction}`;
  } else {
    const column = ORDER_COLUMNS[query.orderby === 'include' ? 'date' : query.orderby];
    orderBy = sql`${sql.raw(column)} ${direction}, id ${direction}`;
  }
  // menu_order sorts ties by title, as WooCommerce does.
  if (query.orderby === 'menu_order') orderBy = sql`menu_order ${direction}, name ASC, id ASC`;

  const limit = query.per_page === 0 ? null : query.per_page;
  const offset = query.offset ?? (limit === null ? 0 : (query.page - 1) * limit);
  const page = sql`SELECT id, count(*) OVER () AS total FROM (${filtered}) f ORDER BY ${orderBy}
    ${limit === null ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset}`;
  const count = sql`SELECT count(*) AS total FROM (${filtered}) f`;
  return { page, count };
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

function termGroupCondition(table: 'product_categories' | 'product_tags', column: string, filter: CategoryGroupFilter): SQL {
  const ids = filter.groupIds.length ? filter.groupIds : [-1];
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const matches = sql`SELECT count(DISTINCT ${sql.raw(column)}) FROM ${sql.raw(table)} x WHERE x.product_id = p.id AND x.${sql.raw(column)} IN (${list})`;
  if (filter.operator === 'not_in') return sql`(${matches}) = 0`;
  if (filter.operator === 'and') return sql`(${matches}) = ${ids.length}`;
  return sql`(${matches}) > 0`;
}
