import { promotions as promotionsEn } from '@soul/i18n/locales/en/promotions';
import { promotions as promotionsLt } from '@soul/i18n/locales/lt/promotions';
import { useTranslation } from '../i18n/use-translation.tsx';

/**
 * The `promotions` namespace, added to the page's i18next instance by the
 * first promotion widget that renders (its chunk carries both languages'
 * texts, a few hundred bytes, so no second request).
 */
export function usePromotionsTexts() {
  const translation = useTranslation('promotions');
  const { i18n } = translation;
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  if (!i18n.hasResourceBundle(language, 'promotions')) {
    i18n.addResourceBundle(language, 'promotions', language === 'lt' ? promotionsLt : promotionsEn);
  }
  return translation;
}
