import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import { Fragment } from 'react';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { colors, styles } from './mail-theme.ts';

export interface ChatReplyMailProps {
  language: Language;
  name: string;
  orderId: number;
  message: string;
  /** The account's order page, where the thread is and the customer answers. */
  link: string;
  t: Translate;
}

/** The shop's answer in an order's thread, in the customer's language (`t`). */
export function ChatReplyMail({ language, name, orderId, message, link, t }: ChatReplyMailProps) {
  const intro = t('chat.mail.replyIntro', { order: orderId });
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('chat.mail.greeting', { name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      {/* The shop's line breaks are part of the answer: as <br> they survive in the text version too. */}
      <Text style={{ ...styles.text, backgroundColor: colors.canvas, borderRadius: '8px', padding: '16px' }}>
        {message.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
      <ActionLink label={t('chat.mail.action')} url={link} />
    </MailLayout>
  );
}
