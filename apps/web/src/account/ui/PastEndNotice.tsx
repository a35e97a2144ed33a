import { Button } from '../../ui/Button.tsx';
import { useAccountT } from '../texts.ts';

/**
 * A list page past the last one (a bookmarked ?pg=5 after orders moved on):
 * the list is not empty, so say so and offer its first page.
 */
export function PastEndNotice({ text, onFirstPage }: { text: string; onFirstPage: () => void }) {
  const { t } = useAccountT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onFirstPage}>
        {t('pager.first')}
      </Button>
    </div>
  );
}
