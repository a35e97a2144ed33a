import { productContent as textsEn } from '@soul/i18n/locales/en/product-content';
import { productContent as textsLt } from '@soul/i18n/locales/lt/product-content';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * The `productContent` namespace, added to the page's i18next instance by the
 * accordion island or the player that renders first: both languages travel
 * with those lazy chunks, not with the product page's first load.
 */
export function useProductContentTexts() {
  const translation = useTranslation('productContent');
  const { i18n } = translation;
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  if (!i18n.hasResourceBundle(language, 'productContent')) {
    i18n.addResourceBundle(language, 'productContent', language === 'lt' ? textsLt : textsEn);
  }
  return translation;
}
