import { z } from 'zod/mini';

/** Storefront §3 visibility flags are 'yes'/'no' (booleans accepted too); missing means 'no'. */
const yesNo = z._default(
  z.pipe(
    z.union([z.boolean(), z.enum(['yes', 'no'])]),
    z.transform((value) => value === true || value === 'yes'),
  ),
  false,
);
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
  rating_filter: z._default(z.union([z.literal('all'), z.number().check(z.int(), z.minimum(1), z.maximum(5))]), 'all'),
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

export type ReviewsWidgetProps = z.infer<typeof reviewsWidgetPropsSchema>;
export type ReviewsWidgetSettings = z.input<typeof reviewsWidgetPropsSchema>;

export function parseReviewsWidgetProps(json: unknown): ReviewsWidgetProps {
  return reviewsWidgetPropsSchema.parse(json);
}

/** §9: vertical load_more shows 4 at a time; horizontal shows columns × rows. */
export function pageSizeOf(props: ReviewsWidgetProps): number {
  return props.layout_mode === 'vertical' ? 4 : props.grid_columns * props.grid_rows;
}
