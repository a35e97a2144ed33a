import type { Language } from '@soul/contracts';
import { Section, Text } from '@react-email/components';
import { formatDate, localeOf, moneyText } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

export interface SubscriptionReminder {
  language: Language;
  name: string;
  renewsAt: Date;
  lines: { name: string; quantity: number; total: number }[];
  shipping: number;
  total: number;
  card: string | null;
  /** The subscription's page, where it can be skipped, moved or cancelled. */
  manageUrl: string;
}

/** A few days before a renewal: what will be charged and when, and where to skip, move or cancel it. */
export function SubscriptionReminderMail({ reminder, t }: { reminder: SubscriptionReminder; t: Translate }) {
  const { language } = reminder;
  const date = formatDate(reminder.renewsAt, localeOf(language), 'long');
  const intro = t('checkout:mail.renewalReminderIntro', { date, amount: moneyText(reminder.total, language) });
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{t('checkout:mail.renewalReminderGreeting', { name: reminder.name })}</Text>
      <Text style={styles.text}>{intro}</Text>
      <Section>
        {reminder.lines.map((line) => (
          <Text key={line.name} style={styles.text}>
            {line.quantity} × {line.name} — {moneyText(line.total, language)}
          </Text>
        ))}
        <Text style={styles.text}>
          {t('checkout:mail.renewalReminderShipping')} — {moneyText(reminder.shipping, language)}
        </Text>
        {reminder.card ? <Text style={styles.muted}>{t('checkout:mail.renewalReminderCard', { card: reminder.card })}</Text> : null}
      </Section>
      <Text style={styles.text}>{t('checkout:mail.renewalReminderChoices')}</Text>
      <ActionLink label={t('checkout:mail.renewalReminderAction')} url={reminder.manageUrl} />
    </MailLayout>
  );
}
