import { safeJson } from './json-script.tsx';

/** The reviews island's chunk (preloaded: it is tiny; the widget itself loads when scrolled near). */
export const REVIEWS_CHUNK = 'src/widgets/reviews/island.tsx';
export const REVIEWS_WIDGET = { name: 'reviews', chunk: REVIEWS_CHUNK } as const;

/**
 * The reviews widget's container (storefront §2) with its settings (§3) as
 * the island's props. Only the settings a page changes are written; the
 * widget fills in §9's defaults.
 */
export function ReviewsMount({ settings, className }: { settings: Record<string, unknown>; className?: string }) {
  return (
    <div className={className}>
      <div id="soul-reviews" data-soul-widget="reviews" data-soul-props="soul-props-reviews" />
      <script id="soul-props-reviews" type="application/json" dangerouslySetInnerHTML={{ __html: safeJson(settings) }} />
    </div>
  );
}
