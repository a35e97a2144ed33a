import type { Island } from '../../boot/island.ts';
import LoadedReviews from './LoadedReviews.tsx';

/**
 * The reviews widget's island (storefront §2 "reviews widget container"). The
 * boot loads this chunk only when the container is scrolled near
 * (boot/registry.ts MOUNT_WHEN_NEAR), so it carries the whole widget.
 */
const island: Island = { render: (props) => <LoadedReviews props={props} /> };
export default island;
