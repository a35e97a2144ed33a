import type { Language } from '@soul/contracts';
import type { Translate } from '../../../i18n.ts';
import type { MailLayoutProps } from './MailLayout.tsx';

/** The layout's brand and footer in `t`'s language: the same words as the shop's pages. */
export function mailChrome(language: Language, t: Translate): Pick<MailLayoutProps, 'language' | 'brand' | 'footer'> {
  return { language, brand: { name: t('pages.shopName'), tagline: t('pages.tagline') }, footer: t('checkout:mail.footer') };
}
