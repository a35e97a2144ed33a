import { LOCALE_OF, PAYMENT_METHOD_IDS, type Language } from '@soul/contracts';
import type { Translate } from '../../i18n.ts';

/**
 * The payment methods in the order a reader sorts them by: by the name the
 * orders list shows ("Bank transfer", "Card", "Cash on delivery"), in the
 * reader's language and alphabet, not by the method's id ("bacs", "cod",
 * "soul_test_card"), which would put "Card" after "Cash".
 */
export function paymentMethodsByName(t: Translate, language: Language): string[] {
  const collator = new Intl.Collator(LOCALE_OF[language]);
  return [...PAYMENT_METHOD_IDS].sort((a, b) => collator.compare(t(`checkout:payment.${a}`), t(`checkout:payment.${b}`)));
}
