import type { coupons } from '../schema/coupons.ts';
import { DEMO } from './fixtures.ts';

type CouponRow = typeof coupons.$inferInsert;

/**
 * Demo coupons. Codes are stored lower-case (WooCommerce's
 * wc_format_coupon_code); percent amounts are whole percent, fixed amounts
 * cents. The last four exist for tests of coupon rules.
 */
export const DEMO_COUPONS: readonly CouponRow[] = [
  {
    code: DEMO.coupons.welcome10,
    discountType: 'percent',
    amount: 10,
    descriptionEn: '10% off your order',
    descriptionLt: '10 % nuolaida užsakymui',
  },
  {
    code: DEMO.coupons.save5,
    discountType: 'fixed_cart',
    amount: 500,
    descriptionEn: '€5 off your cart',
    descriptionLt: '5 € nuolaida krepšeliui',
  },
  {
    code: DEMO.coupons.expired,
    discountType: 'percent',
    amount: 15,
    descriptionEn: 'Autumn sale: 15% off',
    descriptionLt: 'Rudens išpardavimas: 15 % nuolaida',
    expiresAt: new Date('2026-09-30T21:00:00.000Z'),
  },
  {
    code: DEMO.coupons.minimumSpend,
    discountType: 'fixed_cart',
    amount: 1000,
    descriptionEn: '€10 off orders of €60 or more',
    descriptionLt: '10 € nuolaida užsakymams nuo 60 €',
    minimumSpendCents: 6000,
  },
  {
    code: DEMO.coupons.usedUp,
    discountType: 'percent',
    amount: 20,
    descriptionEn: '20% off your first order',
    descriptionLt: '20 % nuolaida pirmajam užsakymui',
    usageLimit: 1,
    usageCount: 1,
    individualUse: true,
  },
  {
    code: DEMO.coupons.fixedProduct,
    discountType: 'fixed_product',
    amount: 200,
    descriptionEn: '€2 off every item',
    descriptionLt: '2 € nuolaida kiekvienai prekei',
  },
];
