import { LOCALE_OF, PAYMENT_METHOD_IDS, type Language } from '@soul/contracts';
import { paymentMethodTitle, type Translate } from '../../i18n.ts';

/** Per language, worked out once: the names do not change while the shop runs. */
const sorted = new Map<Language, readonly string[]>();

/**
 * The payment methods in the order a reader sorts them by: by the name the
 * orders list shows ("Bank transfer", "Card", "Cash on delivery"), in the
 * reader's language and alphabet, not by the method's id ("bacs", "cod",
 * "soul_test_card"), which would put "Card" after "Cash".
 */
export function paymentMethodsByName(t: Translate, language: Language): readonly string[] {
  let order = sorted.get(language);
  if (!order) {
    const collator = new Intl.Collator(LOCALE_OF[language]);
    order = [...PAYMENT_METHOD_IDS].sort((a, b) => collator.compare(paymentMethodTitle(a, t), paymentMethodTitle(b, t)));
    sorted.set(language, order);
  }
  return order;
}
