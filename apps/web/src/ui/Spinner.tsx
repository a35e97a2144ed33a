import { cx } from './cx.ts';
import { LoaderCircleIcon } from './first-load-icons.tsx';

/** A decorative spinner; the busy state is announced by the control that shows it. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircleIcon className={cx('size-4 animate-spin', className)} />;
}
