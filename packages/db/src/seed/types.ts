import type { Language, SubscriptionPlan } from '@soul/contracts';

/**
 * The demo catalogue as typed data. Product files (products/*.ts) hold only
 * these values; rows.ts turns them into table rows and insert.ts writes them.
 */

/** A text in both shop languages. */
export type Localised = Readonly<Record<Language, string>>;

export type CategoryKey = 'energy' | 'gut' | 'detox' | 'skin' | 'immune' | 'serenity' | 'upsell';
export type TagKey = 'everyMonth' | 'vegan' | 'bestseller';
/** Slugs of the global `pa_size` terms (storefront §9 attribute filters). */
export type SizeSlug = '25g' | '40g' | '200g' | '250g';
/** How the product's pack is drawn: capsule jar, stand-up powder pouch, or small spray bottle. */
export type PackShape = 'jar' | 'pouch' | 'bottle';

export interface DemoCopy {
  name: Localised;
  slug: Localised;
  /** One `<p>` sentence. */
  shortDescription: Localised;
  /** A few sentences of `<p>…</p>` HTML. */
  description: Localised;
}

export interface DemoArt {
  /** Short English name printed on the label, e.g. "Energy Complex". */
  label: string;
  shape: PackShape;
  /** Label text under the name when the product has no size term, e.g. "20 ML". */
  caption?: string;
  /** Gallery length: 2 or 3 images (position 0 is the main image). */
  images: 2 | 3;
}

export interface DemoPrice {
  regularPriceCents: number;
  /** Set only when the product is on sale (strictly below the regular price). */
  salePriceCents?: number;
}

/**
 * Stock on hand: a number of units (0 means out of stock), `null` when stock
 * is not tracked (always in stock), or `'backorder'` for none on hand but
 * still orderable.
 */
export type DemoStock = number | null | 'backorder';

interface DemoProductBase {
  id: number;
  sku: string;
  copy: DemoCopy;
  /** The first category decides the image colours. */
  categories: readonly CategoryKey[];
  tags?: readonly TagKey[];
  featured?: boolean;
  soldIndividually?: boolean;
  rating: { average: number; count: number };
  /** Popularity; unique across the catalogue so sorting is deterministic. */
  totalSales: number;
  /** Days before SEED_ANCHOR the product was created; unique for a deterministic date order. */
  createdDaysAgo: number;
  upsellIds?: readonly number[];
  art: DemoArt;
  /** Delivered as files after payment (seed/downloads.ts): no parcel to weigh, no ingredients. */
  digital?: true;
}

export interface DemoVariation extends DemoPrice {
  id: number;
  size: SizeSlug;
  stock: DemoStock;
}

/** A hidden one-time-purchase product that mirrors a subscription product (storefront §3 extensions). */
export interface DemoTwin {
  id: number;
  /** Ids for the twin's variations, in the same order as the subscription product's variations. */
  variationIds?: readonly number[];
}

export interface DemoSimpleProduct extends DemoProductBase, DemoPrice {
  type: 'simple';
  size?: SizeSlug;
  stock: DemoStock;
}

export interface DemoVariableProduct extends DemoProductBase {
  type: 'variable';
  /** The first variation is the default one. */
  variations: readonly DemoVariation[];
}

export interface DemoSubscriptionProduct extends DemoProductBase, DemoPrice {
  type: 'subscription';
  size?: SizeSlug;
  stock: DemoStock;
  plan: SubscriptionPlan;
  /** `null` for a subscription-only product. */
  oneTimeTwin: DemoTwin | null;
}

export interface DemoVariableSubscriptionProduct extends DemoProductBase {
  type: 'variable-subscription';
  variations: readonly DemoVariation[];
  plan: SubscriptionPlan;
  oneTimeTwin: DemoTwin | null;
}

export interface DemoBundleItem {
  productId: number;
  quantity: number;
  isThumbnailHidden?: boolean;
}

/**
 * A bundle has no price of its own (base price 0): each item is priced
 * individually less the bundle's bulk discount, as the domain's
 * priceSummary() computes it.
 */
export interface DemoBundleProduct extends DemoProductBase {
  type: 'bundle';
  bulkDiscountPercent: number;
  items: readonly DemoBundleItem[];
}

export type DemoProduct =
  | DemoSimpleProduct
  | DemoVariableProduct
  | DemoSubscriptionProduct
  | DemoVariableSubscriptionProduct
  | DemoBundleProduct;

export interface DemoTerm {
  /** Id of the English row and of the Lithuanian row (WPML: one id per language). */
  ids: Readonly<Record<'en' | 'lt', number>>;
  groupId: number;
  slug: Localised;
  name: Localised;
}

export interface DemoCategory extends DemoTerm {
  key: CategoryKey;
  description: Localised;
  menuOrder: number;
}

export interface DemoTag extends DemoTerm {
  key: TagKey;
}

export interface DemoBrand extends DemoTerm {
  description: Localised;
}
