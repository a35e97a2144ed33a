import type { CheckoutOption, PaymentMethodId } from '@soul/contracts';
import { PAYMENT_METHOD_IDS } from '@soul/contracts';
import { isValidLithuanianPostcode, normalizeLithuanianPostcode } from '../cart/postcode.ts';

/**
 * What the checkout form asks for (storefront §2 "Checkout page"), already
 * trimmed. The names of the problems' fields are the form's field names, so
 * the page can show each error under its field.
 */
export interface CheckoutFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  city: string;
  postcode: string;
  country: string;
  checkoutOption: CheckoutOption;
  password: string;
  paymentMethod: string;
}

export type CheckoutField =
  | 'billing_email'
  | 'billing_first_name'
  | 'billing_last_name'
  | 'billing_phone'
  | 'billing_address_1'
  | 'billing_city'
  | 'billing_postcode'
  | 'billing_country'
  | 'account_password'
  | 'payment_method'
  | 'card_number'
  | 'card_expiry'
  | 'card_cvc';

export type CheckoutProblem =
  | 'required'
  | 'email_invalid'
  | 'phone_invalid'
  | 'postcode_invalid'
  | 'postcode_invalid_lt'
  | 'country_invalid'
  | 'password_too_short'
  | 'payment_method_invalid';

export interface CheckoutFieldError {
  field: CheckoutField;
  problem: CheckoutProblem;
}

export const MIN_PASSWORD_LENGTH = 8;

/** Address fields WooCommerce's default address locale requires (the shop's countries ask for no state). */
export const REQUIRED_ADDRESS_KEYS = ['first_name', 'last_name', 'address_1', 'city', 'postcode', 'country'] as const;
export type RequiredAddressKey = (typeof REQUIRED_ADDRESS_KEYS)[number];

/** The required fields an address leaves out or blank, in WooCommerce's order. */
export function missingAddressFields(address: Readonly<Partial<Record<string, string>>>): RequiredAddressKey[] {
  return REQUIRED_ADDRESS_KEYS.filter((key) => !(address[key] ?? '').trim());
}
/** Countries the shop delivers to; Lithuania is the default and has its own postcode rule. */
export const DELIVERY_COUNTRIES = ['LT', 'LV', 'EE', 'PL', 'DE', 'FI', 'IE', 'GB'] as const;

// Deliberately loose: one @, something on each side, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export interface ValidatedCheckout {
  fields: CheckoutFields;
  errors: CheckoutFieldError[];
}

/**
 * Checks the form and normalises what it can: a Lithuanian postcode gets its
 * `LT-` prefix and upper case (storefront §5), the country upper case.
 * Returns every problem at once, in the form's order.
 */
export function validateCheckout(input: CheckoutFields, enabledMethods: readonly PaymentMethodId[]): ValidatedCheckout {
  const country = input.country.toUpperCase() || 'LT';
  const postcode = country === 'LT' ? normalizeLithuanianPostcode(input.postcode) : input.postcode.toUpperCase();
  const fields: CheckoutFields = { ...input, country, postcode, email: input.email.toLowerCase() };
  const errors: CheckoutFieldError[] = [];
  const need = (field: CheckoutField, value: string) => {
    if (!value) errors.push({ field, problem: 'required' });
    return Boolean(value);
  };

  if (need('billing_email', fields.email) && (!EMAIL.test(fields.email) || fields.email.length > 200)) {
    errors.push({ field: 'billing_email', problem: 'email_invalid' });
  }
  need('billing_first_name', fields.firstName);
  need('billing_last_name', fields.lastName);
  if (need('billing_phone', fields.phone) && !PHONE.test(fields.phone)) errors.push({ field: 'billing_phone', problem: 'phone_invalid' });
  need('billing_address_1', fields.address1);
  need('billing_city', fields.city);
  if (need('billing_postcode', fields.postcode)) {
    if (country === 'LT' && !isValidLithuanianPostcode(fields.postcode))
      errors.push({ field: 'billing_postcode', problem: 'postcode_invalid_lt' });
    else if (country !== 'LT' && !/^[A-Z0-9 -]{3,10}$/.test(fields.postcode))
      errors.push({ field: 'billing_postcode', problem: 'postcode_invalid' });
  }
  if (!(DELIVERY_COUNTRIES as readonly string[]).includes(country)) errors.push({ field: 'billing_country', problem: 'country_invalid' });
  if (fields.checkoutOption === 'create_account' && fields.password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'account_password', problem: fields.password ? 'password_too_short' : 'required' });
  }
  if (!isEnabledMethod(fields.paymentMethod, enabledMethods)) errors.push({ field: 'payment_method', problem: 'payment_method_invalid' });
  return { fields, errors };
}

export function isEnabledMethod(method: string, enabled: readonly PaymentMethodId[]): method is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(method) && (enabled as readonly string[]).includes(method);
}
