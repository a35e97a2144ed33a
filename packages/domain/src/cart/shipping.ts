import { isCuronianSpitPostcode } from './postcode.ts';

/**
 * The shop's two shipping methods (DESIGN §5), parcel locker first and courier
 * second, in integer cents, VAT included. Rate ids follow WooCommerce's
 * `method_id:instance_id` form (e.g. `flat_rate:1`), so a Store API client
 * sees familiar `shipping_rates[].rate_id` values.
 */
export type ShippingMethodId = 'parcel_locker' | 'courier';

export const PARCEL_LOCKER_RATE_ID = 'parcel_locker:1';
export const COURIER_RATE_ID = 'courier:2';
export const PARCEL_LOCKER_PRICE = 299;
export const COURIER_PRICE = 499;
/** From this items total (after coupons, VAT incl.) the parcel locker is free; the courier never is. */
export const FREE_PARCEL_LOCKER_FROM = 5000;

export interface ShippingRate {
  rateId: string;
  methodId: ShippingMethodId;
  /** VAT included. */
  price: number;
}

/**
 * The rates a destination can choose from, in display order (the first is
 * the default). A Curonian Spit postcode in Lithuania (storefront §5) leaves
 * only the courier, which the checkout then selects. A missing or not (yet)
 * valid postcode hides nothing: the postcode check itself is the checkout's.
 *
 * @param itemsTotalGross the items total after coupons, VAT included
 */
export function shippingRatesFor(postcode: string | null, country: string, itemsTotalGross: number): ShippingRate[] {
  const rates: ShippingRate[] = [];
  const onCuronianSpit = country.trim().toUpperCase() === 'LT' && postcode !== null && isCuronianSpitPostcode(postcode);
  if (!onCuronianSpit) {
    rates.push({
      rateId: PARCEL_LOCKER_RATE_ID,
      methodId: 'parcel_locker',
      price: itemsTotalGross >= FREE_PARCEL_LOCKER_FROM ? 0 : PARCEL_LOCKER_PRICE,
    });
  }
  rates.push({ rateId: COURIER_RATE_ID, methodId: 'courier', price: COURIER_PRICE });
  return rates;
}
