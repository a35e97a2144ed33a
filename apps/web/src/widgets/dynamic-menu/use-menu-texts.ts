import { menu as menuEn } from '@soul/i18n/locales/en/menu';
import { menu as menuLt } from '@soul/i18n/locales/lt/menu';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * The `menu` namespace, added to the page's i18next instance by the menu's
 * lazy chunk (both languages ride along: a few hundred bytes, no request).
 */
export function useMenuTexts() {
  const translation = useTranslation('menu');
  const { i18n } = translation;
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  if (!i18n.hasResourceBundle(language, 'menu')) i18n.addResourceBundle(language, 'menu', language === 'lt' ? menuLt : menuEn);
  return translation;
}
