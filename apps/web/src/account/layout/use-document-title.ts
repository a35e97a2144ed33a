import { useEffect } from 'react';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';

/** "Orders – My account – Soul Shop": the screen's name first, as tabs and history lists show it. */
export function useDocumentTitle(screen: string | null): void {
  const { t } = useAccountT();
  const { shopName } = useAccount();
  const title = screen ? t('documentTitle', { screen, shop: shopName }) : t('documentTitleHome', { shop: shopName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
