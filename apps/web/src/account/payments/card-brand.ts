import { useAccountT } from '../texts.ts';

/** Card brands as gateways name them (the test card gateway, Stripe), written as the brands write themselves. */
const KNOWN_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'maestro', 'card', 'unknown'];

/** "visa" → "Visa", "amex" → "American Express"; another brand gets a capital first letter. */
export function useCardBrand(): (brand: string) => string {
  const { t, i18n } = useAccountT();
  return (brand) => {
    const key = brand.trim().toLowerCase();
    if (KNOWN_BRANDS.includes(key)) return t(`payments.cardBrands.${key}`);
    return key.charAt(0).toLocaleUpperCase(i18n.language) + key.slice(1);
  };
}
