import pg from 'pg';

/**
 * Grows the bench shop's own (temporary) catalogue to `count` more listed
 * products, in SQL, in one transaction: a few seconds for 20 000, where
 * inserting through an API would take minutes. Never run against the demo
 * seed or a real shop: it is only ever given the bench's temp database.
 *
 * Each new product copies a demo product (cycling through the listed ones),
 * so the mix of types (simple, variable with its variations, subscriptions,
 * bundles), the text lengths, categories, tags, images and size attributes
 * are the demo's: the listing and its serialisation do realistic work.
 * Dates, sales, ratings, prices and stock are spread by hashes of the row
 * number, so every sort has something real to sort. The triggers send
 * catalogue_changed at commit, so the shop drops its caches by itself.
 */
export async function growCatalogue(databaseUrl: string, count: number): Promise<{ products: number; variations: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TEMP TABLE tpl ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM products
      WHERE status = 'publish' AND type <> 'variation' AND catalog_visibility <> 'hidden'`);
    await client.query(
      `CREATE TEMP TABLE gen ON COMMIT DROP AS
        SELECT g AS n, tpl.id AS template_id, nextval(pg_get_serial_sequence('products', 'id'))::int AS new_id
        FROM generate_series(1, $1::int) g JOIN tpl ON tpl.k = g % (SELECT count(*) FROM tpl)`,
      [count],
    );
    await client.query(`CREATE TEMP TABLE genv ON COMMIT DROP AS
      SELECT gen.n, gen.new_id AS parent_id, v.id AS template_id, nextval(pg_get_serial_sequence('products', 'id'))::int AS new_id
      FROM gen JOIN products v ON v.parent_id = gen.template_id AND v.type = 'variation'`);
    await client.query(`INSERT INTO products (id, type, sku, status, catalog_visibility, featured, regular_price_cents, sale_price_cents,
        tax_class, manage_stock, stock_quantity, stock_status, min_quantity, max_quantity, sold_individually, menu_order, total_sales,
        average_rating, review_count, one_time_twin_id, subscription_plan, upsell_ids, created_at, updated_at)
      SELECT gen.new_id, t.type, t.sku || '-G' || gen.n, 'publish', t.catalog_visibility, gen.n % 50 = 0,
        t.regular_price_cents + abs(hashint4(gen.n)) % 500, CASE WHEN gen.n % 7 = 0 THEN greatest(0, t.regular_price_cents - 200) END,
        t.tax_class, t.manage_stock, CASE WHEN t.manage_stock THEN abs(hashint4(gen.n * 3)) % 200 END,
        CASE WHEN gen.n % 23 = 0 THEN 'outofstock' ELSE 'instock' END, t.min_quantity, t.max_quantity, t.sold_individually,
        abs(hashint4(gen.n * 5)) % 100, abs(hashint4(gen.n * 7)) % 5000, round((abs(hashint4(gen.n * 11)) % 401) / 100.0 + 1, 2),
        abs(hashint4(gen.n * 13)) % 300, t.one_time_twin_id, t.subscription_plan, t.upsell_ids,
        now() - make_interval(secs => abs(hashint4(gen.n * 17)) % (5 * 365 * 86400)), now()
      FROM gen JOIN products t ON t.id = gen.template_id`);
    await client.query(`INSERT INTO products (id, type, parent_id, sku, status, catalog_visibility, regular_price_cents, sale_price_cents,
        tax_class, manage_stock, stock_quantity, stock_status, min_quantity, max_quantity, menu_order, created_at, updated_at)
      SELECT genv.new_id, 'variation', genv.parent_id, v.sku || '-G' || genv.n, 'publish', v.catalog_visibility, v.regular_price_cents,
        v.sale_price_cents, v.tax_class, v.manage_stock, v.stock_quantity, v.stock_status, v.min_quantity, v.max_quantity, v.menu_order, now(), now()
      FROM genv JOIN products v ON v.id = genv.template_id`);
    const everyCopy = 'SELECT n, template_id, new_id FROM gen UNION ALL SELECT n, template_id, new_id FROM genv';
    await client.query(`INSERT INTO product_translations (product_id, lang, name, slug, short_description, description)
      SELECT m.new_id, t.lang, t.name || ' ' || m.n, t.slug || '-g' || m.n, t.short_description, t.description
      FROM (${everyCopy}) m JOIN product_translations t ON t.product_id = m.template_id`);
    await client.query(`INSERT INTO product_categories (product_id, category_group_id)
      SELECT gen.new_id, c.category_group_id FROM gen JOIN product_categories c ON c.product_id = gen.template_id`);
    await client.query(`INSERT INTO product_tags (product_id, tag_group_id)
      SELECT gen.new_id, x.tag_group_id FROM gen JOIN product_tags x ON x.product_id = gen.template_id`);
    await client.query(`INSERT INTO product_images (product_id, media_id, position)
      SELECT m.new_id, i.media_id, i.position FROM (${everyCopy}) m JOIN product_images i ON i.product_id = m.template_id`);
    await client.query(`INSERT INTO product_attribute_terms (product_id, attribute_id, term_id, has_variations, is_default)
      SELECT m.new_id, a.attribute_id, a.term_id, a.has_variations, a.is_default
      FROM (${everyCopy}) m JOIN product_attribute_terms a ON a.product_id = m.template_id`);
    await client.query(`INSERT INTO bundle_items (bundle_id, product_id, quantity, bulk_discount_percent, is_removable, is_indented, is_thumbnail_hidden, position)
      SELECT gen.new_id, b.product_id, b.quantity, b.bulk_discount_percent, b.is_removable, b.is_indented, b.is_thumbnail_hidden, b.position
      FROM gen JOIN bundle_items b ON b.bundle_id = gen.template_id`);
    const variations = await client.query<{ count: string }>('SELECT count(*) AS count FROM genv');
    await client.query('COMMIT');
    // Fresh statistics, as autovacuum would give a real shop that grew over time.
    await client.query('VACUUM ANALYZE');
    return { products: count, variations: Number(variations.rows[0]?.count ?? 0) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Drops every instance's catalogue caches, as any catalogue change does
 * (the shop LISTENs on this channel), so the next listing is computed from
 * the database. Resolves once the shop has had time to receive it.
 */
export async function dropShopCaches(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_notify('catalogue_changed', 'bench')`);
  } finally {
    await client.end();
  }
  // Delivered at once on the same machine; a little slack for a busy event loop.
  await new Promise((resolve) => setTimeout(resolve, 100));
}
