import { describe, expect, it } from 'vitest';
import { shippingRatesFor, type ShippingRate } from './shipping.ts';

const locker = (price: number): ShippingRate => ({ rateId: 'parcel_locker:1', methodId: 'parcel_locker', price });
const courier: ShippingRate = { rateId: 'courier:2', methodId: 'courier', price: 499 };

describe('shippingRatesFor', () => {
  it.each<{ name: string; postcode: string | null; country: string; items: number; rates: ShippingRate[] }>([
    { name: 'parcel locker first, courier second', postcode: 'LT-01100', country: 'LT', items: 1999, rates: [locker(299), courier] },
    { name: 'no postcode yet: both', postcode: null, country: 'LT', items: 1999, rates: [locker(299), courier] },
    { name: 'one cent under the free threshold', postcode: 'LT-01100', country: 'LT', items: 4999, rates: [locker(299), courier] },
    {
      name: 'at the threshold the locker is free, the courier is not',
      postcode: 'LT-01100',
      country: 'LT',
      items: 5000,
      rates: [locker(0), courier],
    },
    { name: 'above the threshold', postcode: null, country: 'LT', items: 12000, rates: [locker(0), courier] },
    { name: 'empty cart', postcode: null, country: 'LT', items: 0, rates: [locker(299), courier] },
    { name: 'Curonian Spit: courier only', postcode: 'LT-93101', country: 'LT', items: 1999, rates: [courier] },
    { name: 'Curonian Spit, as typed', postcode: ' 93132 ', country: 'lt', items: 9000, rates: [courier] },
    { name: 'next to the spit: both', postcode: 'LT-93106', country: 'LT', items: 1999, rates: [locker(299), courier] },
    { name: 'invalid postcode hides nothing', postcode: '123', country: 'LT', items: 1999, rates: [locker(299), courier] },
    { name: 'spit digits outside Lithuania: both', postcode: '93101', country: 'DE', items: 1999, rates: [locker(299), courier] },
  ])('$name', ({ postcode, country, items, rates }) => {
    expect(shippingRatesFor(postcode, country, items)).toEqual(rates);
  });
});
