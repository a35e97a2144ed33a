/**
 * The two lucide icons the first load draws (the spinner and the select's
 * chevron), written out as the SVG lucide-react renders for them: the same
 * attributes, path and `lucide lucide-…` classes, so the markup and the look do
 * not change. Importing them from lucide-react would put its icon runtime
 * (Icon, createLucideIcon, the attribute and class helpers: ~1.5 KB gzip) into
 * the first-load `app` chunk; the lazy chunks keep using lucide-react itself.
 * The paths are lucide 1.77's `loader-circle` and `chevron-down`.
 */
import { cx } from './cx.ts';

function StrokeIcon({ name, path, className }: { name: string; path: string; className?: string | undefined }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('lucide', name, className)}
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

export function LoaderCircleIcon({ className }: { className?: string | undefined }) {
  return <StrokeIcon name="lucide-loader-circle lucide-loader-2" path="M21 12a9 9 0 1 1-6.219-8.56" className={className} />;
}

export function ChevronDownIcon({ className }: { className?: string | undefined }) {
  return <StrokeIcon name="lucide-chevron-down" path="m6 9 6 6 6-6" className={className} />;
}
