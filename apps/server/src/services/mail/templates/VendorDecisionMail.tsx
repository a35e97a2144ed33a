import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/** An administrator's decision on a vendor (issue 20), in the vendor's language (`t`). */
export function VendorDecisionMail({
  language,
  name,
  body,
  link,
  t,
}: {
  language: Language;
  name: string;
  body: string;
  /** The account area; none when the account was deleted. */
  link: string | null;
  t: Translate;
}) {
  return (
    <MailLayout {...mailChrome(language, t)} preview={body}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('vendors.mail.greeting', { name })}</Text>
      <Text style={styles.text}>{body}</Text>
      {link ? <ActionLink label={t('vendors.mail.action')} url={link} /> : null}
    </MailLayout>
  );
}
