import { parseReviewsWidgetProps } from './props.ts';
import { ReviewsWidget } from './ReviewsWidget.tsx';

/** The lazy half of the island: checks the page's settings JSON, then renders the widget. */
export default function LoadedReviews({ props }: { props: unknown }) {
  return <ReviewsWidget settings={parseReviewsWidgetProps(props)} />;
}
