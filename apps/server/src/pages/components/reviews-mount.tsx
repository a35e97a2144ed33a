import { safeJson } from './json-script.tsx';

/** Not preloaded (no chunk): the boot loads the reviews island only when its container is scrolled near. */
export const REVIEWS_WIDGET = { name: 'reviews' } as const;

/**
 * The reviews widget's container (storefront §2) with its settings (§3) as
 * the island's props. Only the settings a page changes are written; the
 * widget fills in §9's defaults.
 */
export function ReviewsMount({ settings, className }: { settings: Record<string, unknown>; className?: string }) {
  return (
    <div className={className}>
      {/* Holds the widget's place until it loads below the fold: no layout shift when it arrives. */}
      <div id="soul-reviews" className="min-h-64" data-soul-widget="reviews" data-soul-props="soul-props-reviews" />
      <script id="soul-props-reviews" type="application/json" dangerouslySetInnerHTML={{ __html: safeJson(settings) }} />
    </div>
  );
}
