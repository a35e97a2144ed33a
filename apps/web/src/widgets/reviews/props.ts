import { z } from 'zod/mini';

/*
 * Only zod features the first-load chunk already has (object, enum, number, default, nullable,
 * unknown): zod is shared, so a union or transform used here would grow every page's first load.
 * The yes/no flags and the rating filter are therefore read as unknown and normalised below.
 */
const yesNo = z.optional(z.unknown());
const FLAGS = [
  'hide_summary',
  'hide_write_review',
  'hide_product_title',
  'hide_product_thumbnail',
  'hide_customer_name',
  'hide_review_images',
  'hide_review_title',
  'is_product_page',
  'carousel_autoplay',
] as const;
type Flag = (typeof FLAGS)[number];

/** Storefront §3 visibility flags are 'yes'/'no' (booleans accepted too); anything else means 'no'. */
function isYes(value: unknown): boolean {
  return value === true || value === 'yes';
}

/** 'all' or the lowest rating shown (a whole 1–5, as a number or its text). */
function ratingFilterOf(value: unknown): 'all' | number {
  const n = typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : 'all';
}
const count = (fallback: number, max: number) => z._default(z.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/**
 * The reviews widget's settings (storefront §3 "Reviews widget settings"),
 * with §9's defaults: rating filter all, vertical, 4 columns (2 on a phone),
 * 1 row, load_more, autoplay every 5 s.
 */
export const reviewsWidgetPropsSchema = z.object({
  hide_summary: yesNo,
  hide_write_review: yesNo,
  hide_product_title: yesNo,
  hide_product_thumbnail: yesNo,
  hide_customer_name: yesNo,
  hide_review_images: yesNo,
  hide_review_title: yesNo,
  /** 'all' or the lowest rating shown. */
  rating_filter: z.optional(z.unknown()),
  review_scope: z._default(z.enum(['all', 'current_only', 'current_with_fallback']), 'all'),
  current_product_id: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
  /** The product the page shows (its name and thumbnail preview the form): only on a product page. */
  current_product: z._default(z.nullable(z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) })), null),
  is_product_page: yesNo,
  layout_mode: z._default(z.enum(['vertical', 'horizontal']), 'vertical'),
  grid_columns: count(4, 6),
  grid_columns_mobile: count(2, 3),
  grid_rows: count(1, 4),
  pagination_mode: z._default(z.enum(['load_more', 'carousel']), 'load_more'),
  carousel_autoplay: yesNo,
  /** Seconds between slides. */
  carousel_autoplay_interval: count(5, 60),
  /** Extra classes on the widget's root (the settings' `styles`). */
  styles: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  caption: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
});

export type ReviewsWidgetProps = Omit<z.infer<typeof reviewsWidgetPropsSchema>, Flag | 'rating_filter'> &
  Record<Flag, boolean> & { rating_filter: 'all' | number };
export type ReviewsWidgetSettings = z.input<typeof reviewsWidgetPropsSchema>;

export function parseReviewsWidgetProps(json: unknown): ReviewsWidgetProps {
  const parsed = reviewsWidgetPropsSchema.parse(json);
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, isYes(parsed[flag])])) as Record<Flag, boolean>;
  return { ...parsed, ...flags, rating_filter: ratingFilterOf(parsed.rating_filter) };
}

/** §9: vertical load_more shows 4 at a time; horizontal shows columns × rows. */
export function pageSizeOf(props: ReviewsWidgetProps): number {
  return props.layout_mode === 'vertical' ? 4 : props.grid_columns * props.grid_rows;
}
