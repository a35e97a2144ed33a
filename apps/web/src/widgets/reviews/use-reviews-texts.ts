import { reviews as reviewsEn } from '@soul/i18n/locales/en/reviews';
import { reviews as reviewsLt } from '@soul/i18n/locales/lt/reviews';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * The `reviews` namespace, added to the page's i18next instance by the first
 * reviews widget or review form that renders (both languages travel with the
 * lazy chunk, a few hundred bytes: no second request).
 */
export function useReviewsTexts() {
  const translation = useTranslation('reviews');
  const { i18n } = translation;
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  if (!i18n.hasResourceBundle(language, 'reviews')) {
    i18n.addResourceBundle(language, 'reviews', language === 'lt' ? reviewsLt : reviewsEn);
  }
  return translation;
}
