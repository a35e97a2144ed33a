import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/**
 * The product a shopper signed up for is back: why they get this mail (their
 * sign-up), and the product's page — or, with a priority hold, their personal
 * link and until when the unit is kept for them.
 */
export function BackInStockMail({
  language,
  product,
  url,
  heldUntil,
  t,
}: {
  language: Language;
  product: string;
  url: string;
  /** When the reserved unit is released ('2027-03-01 13:00'); null without a hold. */
  heldUntil: string | null;
  t: Translate;
}) {
  const why = t('checkout:mail.backInStock.why', { product });
  return (
    <MailLayout {...mailChrome(language, t)} preview={why}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{why}</Text>
      {heldUntil ? <Text style={styles.text}>{t('checkout:mail.backInStock.held', { time: heldUntil })}</Text> : null}
      <ActionLink label={t(heldUntil ? 'checkout:mail.backInStock.heldAction' : 'checkout:mail.backInStock.action')} url={url} />
    </MailLayout>
  );
}
