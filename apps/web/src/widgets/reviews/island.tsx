import { lazy, Suspense } from 'react';
import type { Island } from '../../boot/island.ts';
import { useNearViewport } from './near-viewport.ts';

// The widget, its settings schema, texts, carousel and client: one chunk, fetched when scrolled near.
const LazyReviews = lazy(() => import('./LoadedReviews.tsx'));

/** Reserves the widget's place (no jump when it arrives) and loads it once it is near the viewport. */
function ReviewsIsland({ props }: { props: unknown }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="min-h-64">
      {near ? (
        <Suspense fallback={null}>
          <LazyReviews props={props} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The reviews widget's island (storefront §2 "reviews widget container"): tiny on first load. */
const island: Island = { render: (props) => <ReviewsIsland props={props} /> };
export default island;
