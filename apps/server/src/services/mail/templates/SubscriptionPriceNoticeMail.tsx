import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import { formatDate, localeOf, moneyText } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

export interface PriceNotice {
  language: Language;
  name: string;
  product: string;
  oldPrice: number;
  newPrice: number;
  /** The first renewal charged the new price. */
  from: Date;
  manageUrl: string;
}

/** A new price in a running subscription, told before it is charged, with the way to change or cancel before then. */
export function SubscriptionPriceNoticeMail({ notice, t }: { notice: PriceNotice; t: Translate }) {
  const { language } = notice;
  const intro = t('checkout:mail.priceNoticeIntro', {
    product: notice.product,
    oldPrice: moneyText(notice.oldPrice, language),
    newPrice: moneyText(notice.newPrice, language),
    date: formatDate(notice.from, localeOf(language), 'long'),
  });
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('checkout:mail.renewalReminderGreeting', { name: notice.name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      <Text style={styles.text}>{t('checkout:mail.priceNoticeChoices')}</Text>
      <ActionLink label={t('checkout:mail.renewalReminderAction')} url={notice.manageUrl} />
    </MailLayout>
  );
}
