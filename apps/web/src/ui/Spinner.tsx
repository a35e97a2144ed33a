import { cx } from './cx.ts';
import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; the busy state is announced by the control that shows it. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cx('size-4 animate-spin', className)} aria-hidden="true" />;
}
