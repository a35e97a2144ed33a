import type { Language } from '@soul/contracts';
import { Text } from '@react-email/components';
import type { Translate } from '../../../i18n.ts';
import { ActionLink } from './ActionLink.tsx';
import { mailChrome } from './mail-chrome.ts';
import { MailLayout, type MailLayoutProps } from './MailLayout.tsx';
import { styles } from './mail-theme.ts';

/**
 * The abandoned-checkout reminder (a marketing mail: sent only with consent,
 * with the unsubscribe footer): what is in the cart, its total and the link
 * that rebuilds it.
 */
export function AbandonedCheckoutMail({
  language,
  items,
  total,
  cartUrl,
  unsubscribe,
  t,
}: {
  language: Language;
  items: { name: string; quantity: number }[];
  /** The cart's total as text ('€30.00'); null when the event did not carry it. */
  total: string | null;
  cartUrl: string;
  unsubscribe: NonNullable<MailLayoutProps['unsubscribe']>;
  t: Translate;
}) {
  const intro = t('marketing:abandonedCheckout.intro');
  return (
    <MailLayout {...mailChrome(language, t)} preview={intro} unsubscribe={unsubscribe}>
      <Text style={{ ...styles.text, marginTop: '24px' }}>{intro}</Text>
      {items.map((item, index) => (
        <Text key={index} style={{ ...styles.text, margin: '0 0 4px' }}>
          {`${item.name} × ${item.quantity}`}
        </Text>
      ))}
      {total ? <Text style={{ ...styles.text, fontWeight: 'bold' }}>{t('marketing:abandonedCheckout.total', { total })}</Text> : null}
      <ActionLink label={t('marketing:abandonedCheckout.action')} url={cartUrl} />
      <Text style={styles.muted}>{t('marketing:abandonedCheckout.once')}</Text>
    </MailLayout>
  );
}
