import { QueryErrorPanel } from '../../catalogue/QueryErrorPanel.tsx';
import { Button } from '../../ui/Button.tsx';
import { useAccountT } from '../texts.ts';

/**
 * A read that failed (account §8: offline, 'Query failed…'; a server error,
 * its message), with a button that asks again: an account screen never just
 * waits, and a shopper back online need not reload the page.
 */
export function QueryFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useAccountT();
  return (
    <div className="flex flex-col items-start gap-3">
      <QueryErrorPanel message={error.message} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
