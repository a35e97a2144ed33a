import { describe, expect, it } from 'vitest';
import { missingAddressFields, validateCheckout, type CheckoutFields } from './checkout-validation.ts';

const valid: CheckoutFields = {
  email: 'Ona@Example.lt',
  firstName: 'Ona',
  lastName: 'Onaitė',
  phone: '+370 600 00000',
  address1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'lt',
  checkoutOption: 'guest',
  password: '',
  paymentMethod: 'bacs',
};
const methods = ['bacs', 'cod', 'soul_test_card'] as const;
const problems = (input: Partial<CheckoutFields>) =>
  validateCheckout({ ...valid, ...input }, methods).errors.map((e) => `${e.field}:${e.problem}`);

describe('validateCheckout', () => {
  it('accepts a complete form and normalises postcode, country and e-mail', () => {
    const { fields, errors } = validateCheckout(valid, methods);
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ postcode: 'LT-01103', country: 'LT', email: 'ona@example.lt' });
  });

  it.each([
    ['lt-93101', []],
    [' LT-01103 ', []],
    ['LT-1234', ['billing_postcode:postcode_invalid_lt']],
    ['123456', ['billing_postcode:postcode_invalid_lt']],
    ['LV-1010', ['billing_postcode:postcode_invalid_lt']],
    ['', ['billing_postcode:required']],
  ])('Lithuanian postcode %j gives %j', (postcode, expected) => {
    expect(problems({ postcode: postcode.trim() })).toEqual(expected);
  });

  it('checks other countries’ postcodes loosely', () => {
    expect(problems({ country: 'LV', postcode: 'LV-1010' })).toEqual([]);
    expect(problems({ country: 'LV', postcode: '!!' })).toEqual(['billing_postcode:postcode_invalid']);
    expect(problems({ country: 'US', postcode: '10001' })).toEqual(['billing_country:country_invalid']);
  });

  it('reports every missing field at once, in the form’s order', () => {
    expect(problems({ email: '', firstName: '', lastName: '', phone: '', address1: '', city: '', postcode: '' })).toEqual([
      'billing_email:required',
      'billing_first_name:required',
      'billing_last_name:required',
      'billing_phone:required',
      'billing_address_1:required',
      'billing_city:required',
      'billing_postcode:required',
    ]);
  });

  it('checks e-mail and phone formats', () => {
    expect(problems({ email: 'ona@' })).toEqual(['billing_email:email_invalid']);
    expect(problems({ phone: 'call me' })).toEqual(['billing_phone:phone_invalid']);
  });

  it('asks for a password of 8 characters only when creating an account', () => {
    expect(problems({ checkoutOption: 'create_account', password: '' })).toEqual(['account_password:required']);
    expect(problems({ checkoutOption: 'create_account', password: 'short' })).toEqual(['account_password:password_too_short']);
    expect(problems({ checkoutOption: 'create_account', password: 'long enough' })).toEqual([]);
    expect(problems({ checkoutOption: 'guest', password: '' })).toEqual([]);
  });

  it('accepts only enabled payment methods', () => {
    expect(problems({ paymentMethod: 'stripe' })).toEqual(['payment_method:payment_method_invalid']);
    expect(problems({ paymentMethod: 'bitcoin' })).toEqual(['payment_method:payment_method_invalid']);
    expect(problems({ paymentMethod: 'cod' })).toEqual([]);
  });
});

describe('missingAddressFields', () => {
  it('lists the required fields left out or blank, in WooCommerce’s order; optional ones never', () => {
    expect(missingAddressFields({ first_name: 'A', last_name: ' ', city: '', company: '', address_2: '' })).toEqual([
      'last_name',
      'address_1',
      'city',
      'postcode',
      'country',
    ]);
    expect(
      missingAddressFields({ first_name: 'A', last_name: 'B', address_1: 'C 1', city: 'Vilnius', postcode: '01103', country: 'LT' }),
    ).toEqual([]);
  });
});
