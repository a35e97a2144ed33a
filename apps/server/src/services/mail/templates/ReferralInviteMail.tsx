import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/** A customer's invitation to a friend, in the language the customer chose for the friend (`t`). */
export function ReferralInviteMail({
  language,
  referrer,
  percent,
  link,
  t,
}: {
  language: Language;
  referrer: string;
  percent: number;
  link: string;
  t: Translate;
}) {
  const intro = t('referrals.mail.intro', { name: referrer, percent });
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('referrals.mail.greeting')}</Text>
      <Text style={styles.text}>{intro}</Text>
      <ActionLink label={t('referrals.mail.action')} url={link} />
      <Text style={styles.text}>{t('referrals.mail.ignore')}</Text>
    </MailLayout>
  );
}
