import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';

/** Sign-out is a plain form post with the page's nonce: it works even if the island fails. */
export function LogoutForm() {
  const { t } = useAccountT();
  const { logout } = useAccount().props;
  return (
    <form method="post" action={logout.url}>
      <input type="hidden" name="_wpnonce" value={logout.nonce} />
      <Button type="submit" variant="secondary" size="sm">
        {t('logout')}
      </Button>
    </form>
  );
}
