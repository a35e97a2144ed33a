import { Spinner } from '../../ui/Spinner.tsx';
import { useAccountT } from '../texts.ts';

/** A busy placeholder while a screen's data loads. */
export function Loading({ label }: { label?: string }) {
  const { t } = useAccountT();
  return (
    <div role="status" className="flex min-h-32 items-center justify-center gap-2 text-ink-muted">
      <Spinner className="text-brand-700" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
