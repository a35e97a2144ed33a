import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/** The reset-link mail, in the account's language (`t`). */
export function PasswordResetMail({ language, name, link, t }: { language: Language; name: string; link: string; t: Translate }) {
  const intro = t('account:resetMail.intro');
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('account:resetMail.greeting', { name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      <ActionLink label={t('account:resetMail.action')} url={link} />
      <Text style={styles.text}>{t('account:resetMail.ignore')}</Text>
    </MailLayout>
  );
}
