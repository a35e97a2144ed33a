import { TEST_CARDS } from '@soul/contracts';

/** A Vilnius billing address for Store API checkouts in tests. */
export function billingAddress(email: string) {
  return {
    email,
    first_name: 'Ona',
    last_name: 'Pirkėja',
    phone: '+37060000000',
    address_1: 'Gedimino pr. 1',
    city: 'Vilnius',
    postcode: 'LT-01103',
    country: 'LT',
  };
}

/** A Store API `POST /checkout` body paid with a test card (the approved one unless another number is given). */
export function cardCheckout(email: string, number: string = TEST_CARDS.success) {
  return {
    billing_address: billingAddress(email),
    payment_method: 'soul_test_card',
    payment_data: [
      { key: 'card_number', value: number },
      { key: 'card_expiry', value: '12/30' },
      { key: 'card_cvc', value: '123' },
    ],
  };
}
