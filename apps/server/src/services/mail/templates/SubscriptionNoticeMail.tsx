import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/** Why the customer is told their subscription is on hold. */
export type SubscriptionNoticeKind = 'payment_failed' | 'waiting_for_stock';

/** The subscription is on hold: why, what happens next, and the page to act on it. */
export function SubscriptionNoticeMail({
  language,
  name,
  kind,
  product,
  manageUrl,
  t,
}: {
  language: Language;
  name: string;
  kind: SubscriptionNoticeKind;
  product: string;
  manageUrl: string;
  t: Translate;
}) {
  const intro = t(`checkout:mail.subscriptionNotice.${kind}`, { product });
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('checkout:mail.renewalReminderGreeting', { name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      <ActionLink label={t('checkout:mail.renewalReminderAction')} url={manageUrl} />
    </MailLayout>
  );
}
