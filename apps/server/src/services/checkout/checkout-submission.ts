import { CHECKOUT_OPTIONS, type CheckoutOption, type CheckoutRequest } from '@soul/contracts';
import type { CheckoutDraft } from '@soul/domain/cart-document/document';
import { readAdditionalFields } from '@soul/domain/orders/additional-fields';
import { missingAddressFields, type CheckoutFields, type RequiredAddressKey } from '@soul/domain/orders/checkout-validation';
import { readCardExpiry } from '@soul/domain/payments/card-checks';
import type { CardDetails } from '../payments/gateway.ts';

/** One checkout, whichever way it came (the Store API's JSON or the page's form). */
export interface CheckoutSubmission extends CheckoutFields {
  shippingRateId: string | null;
  newsletter: boolean;
  customerNote: string;
  card: CardDetails | null;
  /** A Stripe PaymentMethod id from the page's Stripe Payment Element (the `stripe` method). */
  stripePaymentMethod: string | null;
  /** Sent with each submit of one form: a second submit of the same form finds the first order. */
  idempotencyKey: string | null;
  /** Required fields a separately sent shipping address leaves blank (the Store API's `shipping_address`; none when it is not sent). */
  shippingMissing: readonly RequiredAddressKey[];
}

const truthy = (value: unknown) => value === true || value === '1' || value === 'true' || value === 'on';
const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** "12/30", "12 / 2030", "1230" or "122030": month and year as typed (NaN when not there). */
/** The card fields of `payment_data` (card_number, card_expiry "MM/YY", card_cvc). */
export function cardFrom(get: (key: string) => unknown): CardDetails | null {
  const number = text(get('card_number'), 30);
  if (!number) return null;
  return { number, ...readCardExpiry(text(get('card_expiry'), 9)), cvc: text(get('card_cvc'), 4) };
}

/**
 * The Store API's POST /checkout body, completed from the checkout draft
 * (PUT /checkout, cart extensions): what the request leaves out or blank
 * (payment method, note, additional fields) comes from the draft.
 */
export function submissionFromStoreApi(
  body: CheckoutRequest,
  idempotencyKey: string | null,
  draft: CheckoutDraft | null,
): CheckoutSubmission {
  const billing = body.billing_address;
  const data = new Map(body.payment_data.map((entry) => [entry.key, entry.value]));
  const createAccount = truthy(body.create_account);
  const fields = { ...draft?.additionalFields, ...readAdditionalFields(body.additional_fields ?? {}).values };
  const newsletter = body.extensions?.soul?.newsletter ?? fields['soul/newsletter'];
  return {
    email: billing.email ?? '',
    firstName: billing.first_name ?? '',
    lastName: billing.last_name ?? '',
    phone: billing.phone ?? '',
    address1: billing.address_1 ?? '',
    city: billing.city ?? '',
    postcode: billing.postcode ?? '',
    country: billing.country ?? '',
    checkoutOption: createAccount ? 'create_account' : 'guest',
    password: body.customer_password ?? '',
    paymentMethod: body.payment_method || draft?.paymentMethod || '',
    shippingRateId: body.extensions?.soul?.shipping_rate_id ?? null,
    newsletter: truthy(newsletter),
    customerNote: body.customer_note || draft?.customerNote || '',
    card: cardFrom((key) => data.get(key)),
    stripePaymentMethod: text(data.get('stripe_payment_method'), 100) || null,
    idempotencyKey,
    shippingMissing: body.shipping_address ? missingAddressFields(body.shipping_address) : [],
  };
}

/** The page form's fields (names as WooCommerce's classic checkout form). */
export function submissionFromForm(form: Record<string, unknown>): CheckoutSubmission {
  const option = text(form.checkout_option);
  const createAccount = option === 'create_account' || truthy(form.createaccount);
  return {
    email: text(form.billing_email),
    firstName: text(form.billing_first_name),
    lastName: text(form.billing_last_name),
    phone: text(form.billing_phone, 40),
    address1: text(form.billing_address_1),
    city: text(form.billing_city),
    postcode: text(form.billing_postcode, 20),
    country: text(form.billing_country, 2) || 'LT',
    checkoutOption: createAccount
      ? 'create_account'
      : (CHECKOUT_OPTIONS as readonly string[]).includes(option)
        ? (option as CheckoutOption)
        : 'guest',
    password: typeof form.account_password === 'string' ? form.account_password.slice(0, 200) : '',
    paymentMethod: text(form.payment_method, 64),
    shippingRateId: text(form.shipping_method, 64) || null,
    newsletter: truthy(form.newsletter),
    customerNote: text(form.order_comments, 2000),
    card: cardFrom((key) => form[key]),
    stripePaymentMethod: text(form.stripe_payment_method, 100) || null,
    idempotencyKey: text(form.checkout_key, 64) || null,
    shippingMissing: [],
  };
}
