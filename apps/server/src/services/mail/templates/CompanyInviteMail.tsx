import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/** A new staff member's invitation, in their language (`t`): a link to set their own password. */
export function CompanyInviteMail({ language, name, link, t }: { language: Language; name: string; link: string; t: Translate }) {
  const intro = t('company.inviteMail.intro');
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('company.inviteMail.greeting', { name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      <ActionLink label={t('company.inviteMail.action')} url={link} />
      <Text style={styles.text}>{t('company.inviteMail.validity')}</Text>
    </MailLayout>
  );
}
