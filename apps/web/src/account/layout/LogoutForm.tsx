import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';

/** Sign-out is a plain form post with the page's nonce: it works even if the island fails. */
export function LogoutForm() {
  const { t } = useAccountT();
  const { logout } = useAccount().props;
  const queryClient = useQueryClient();
  // Requests still loading would come back 401 once the session is gone (and
  // show an error for a moment before the page changes): drop them first.
  const dropPendingRequests = () => void queryClient.cancelQueries();
  return (
    <form method="post" action={logout.url} onSubmit={dropPendingRequests}>
      <input type="hidden" name="_wpnonce" value={logout.nonce} />
      <Button type="submit" variant="secondary" size="sm">
        {t('logout')}
      </Button>
    </form>
  );
}
