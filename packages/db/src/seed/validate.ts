import { SUBSCRIPTION_STYLES } from '@soul/contracts';
import { CATEGORIES } from './categories.ts';
import type { SeedRows } from './rows.ts';

/**
 * Checks the invariants the demo data promises (unique ids/SKUs/slugs,
 * deterministic sort keys, references that resolve, every plan style
 * present) before anything is written, and lists every problem at once.
 */
export function seedProblems(rows: SeedRows): string[] {
  const problems: string[] = [];
  const duplicates = (label: string, values: readonly (string | number)[]): void => {
    const seen = new Set<string | number>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`duplicate ${label}: ${value}`);
      seen.add(value);
    }
  };

  const byId = new Map(rows.products.map((p) => [p.id, p]));
  const main = rows.products.filter((p) => p.type !== 'variation');
  const visible = main.filter((p) => p.catalogVisibility === 'visible');

  duplicates(
    'product id',
    rows.products.map((p) => p.id ?? -1),
  );
  duplicates(
    'SKU',
    rows.products.map((p) => p.sku),
  );
  duplicates(
    'media file key',
    rows.media.map((m) => m.fileKey),
  );
  for (const lang of ['en', 'lt'] as const) {
    duplicates(
      `${lang} slug`,
      rows.translations.filter((t) => t.lang === lang).map((t) => t.slug),
    );
  }
  // Sorting by popularity or date must never depend on ties.
  duplicates(
    'total_sales of a visible product',
    visible.map((p) => p.totalSales ?? 0),
  );
  duplicates(
    'created_at of a visible product',
    visible.map((p) => p.createdAt?.toISOString() ?? ''),
  );

  for (const product of rows.products) {
    const id = product.id ?? -1;
    const langs = rows.translations.filter((t) => t.productId === id).map((t) => t.lang);
    if (!langs.includes('en') || !langs.includes('lt')) problems.push(`product ${id} lacks an en or lt translation`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rows.translations.find((t) => t.productId === id && t.lang === 'lt')?.slug ?? '')) {
      problems.push(`product ${id} has a Lithuanian slug that is not plain ASCII kebab-case`);
    }
    if (product.salePriceCents != null && product.salePriceCents >= product.regularPriceCents) {
      problems.push(`product ${id} has a sale price that is not below its regular price`);
    }
    if (product.type !== 'bundle' && product.regularPriceCents <= 0) problems.push(`product ${id} has no price`);
    if (product.type === 'variation' && !byId.has(product.parentId ?? -1)) problems.push(`variation ${id} has no parent`);
    if (product.oneTimeTwinId != null) {
      const twin = byId.get(product.oneTimeTwinId);
      if (!twin || twin.catalogVisibility !== 'hidden' || (twin.type !== 'simple' && twin.type !== 'variable')) {
        problems.push(`product ${id} needs a hidden simple or variable one-time twin ${product.oneTimeTwinId}`);
      }
    }
    const upsellGroup = CATEGORIES.find((c) => c.key === 'upsell')?.groupId;
    for (const upsellId of product.upsellIds ?? []) {
      const inUpsell = rows.productCategories.some((pc) => pc.productId === upsellId && pc.categoryGroupId === upsellGroup);
      if (!inUpsell) problems.push(`product ${id} upsells ${upsellId}, which is not in the upsell category`);
    }
  }

  for (const item of rows.bundleItems) {
    const child = byId.get(item.productId);
    if (child?.type !== 'simple') problems.push(`bundle ${item.bundleId} item ${item.productId} is not a simple product`);
  }
  for (const image of rows.productImages) {
    if (!byId.has(image.productId)) problems.push(`image of unknown product ${image.productId}`);
  }

  const styles = new Set(main.map((p) => p.subscriptionPlan?.style).filter((s) => s !== undefined));
  for (const style of SUBSCRIPTION_STYLES) {
    if (!styles.has(style)) problems.push(`no product with subscription plan style '${style}'`);
  }
  return problems;
}

export function assertValidSeed(rows: SeedRows): void {
  const problems = seedProblems(rows);
  if (problems.length > 0) throw new Error(`The demo seed data is inconsistent:\n - ${problems.join('\n - ')}`);
}
