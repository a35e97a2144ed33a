import { Link } from 'wouter';

/** "← Back to orders": a real link to the list (account §2's back link). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
