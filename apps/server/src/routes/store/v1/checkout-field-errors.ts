import { problem, type Language, type MessageRef, type Problem } from '@soul/contracts';
import { DELIVERY_COUNTRIES } from '@soul/domain/orders/checkout-validation';
import { countryName } from '@soul/i18n';
import type { Translate } from '../../../i18n.ts';
import type { FieldError } from '../../../services/checkout/checkout.service.ts';

/** The label a blank required field is named by in WooCommerce's "{field} is required" (the checkout page's own labels). */
const LABELS: Readonly<Record<string, string>> = {
  first_name: 'checkout:page.firstName',
  last_name: 'checkout:page.lastName',
  phone: 'checkout:page.phone',
  address_1: 'checkout:page.address',
  city: 'checkout:page.city',
  postcode: 'checkout:page.postcode',
  country: 'checkout:page.country',
};

/**
 * The checkout's field errors as WooCommerce's Store API answers them, in
 * its order of checks: a malformed value is a schema error
 * (`rest_invalid_param`); then the e-mail
 * (`woocommerce_rest_missing_email_address`,
 * `woocommerce_rest_invalid_email_address`); then a country the shop does
 * not deliver to (`woocommerce_rest_invalid_address_country`, with
 * `data.allowed_countries`); then blank required address fields
 * (`woocommerce_rest_invalid_address`, `data.errors.billing` and
 * `data.errors.shipping` listing "{field} is required", the shipping
 * address's surfaced first as WooCommerce does). Every answer also carries
 * `data.params` (field name → message), so a form can show each error
 * under its field whatever the code.
 */
export function checkoutFieldsProblem(
  errors: readonly FieldError[],
  submitted: { email: string; country: string },
  reader: { t: Translate; language: Language },
): Problem {
  const { t } = reader;
  const params: Record<string, MessageRef> = Object.fromEntries(errors.map((e) => [e.field, e.message]));
  const data = { params, details: params };
  const blank = (e: FieldError) => e.problem === 'required' && e.field !== 'billing_email' && e.field !== 'account_password';
  const malformed = errors.filter((e) => !blank(e) && e.field !== 'billing_email' && e.problem !== 'country_invalid');
  const emailError = errors.find((e) => e.field === 'billing_email');
  if (malformed.length > 0 || (emailError && emailError.problem !== 'required' && emailError.problem !== 'email_invalid'))
    return problem('invalidParam', { params: Object.keys(params).join(', ') }, { data });
  if (emailError?.problem === 'required') return problem('checkoutMissingEmail', undefined, { data });
  if (emailError) return problem('checkoutInvalidEmail', { email: submitted.email }, { data });
  if (errors.some((e) => e.problem === 'country_invalid'))
    return problem(
      'checkoutCountryNotAllowed',
      { country: countryName(submitted.country, reader.language) },
      { data: { ...data, allowed_countries: [...DELIVERY_COUNTRIES] } },
    );

  const required = (type: 'billing' | 'shipping') =>
    errors
      .filter((e) => blank(e) && e.field.startsWith(`${type}_`))
      .map((e) => t('checkout:errors.fieldRequired', { field: t(LABELS[e.field.slice(type.length + 1)] ?? e.field) }));
  const billing = required('billing');
  const shipping = required('shipping');
  const [type, first] = shipping.length > 0 ? (['shipping', shipping] as const) : (['billing', billing] as const);
  return problem(
    'checkoutInvalidAddress',
    { address: t(type === 'shipping' ? 'checkout:errors.shippingAddress' : 'checkout:errors.billingAddress'), errors: first.join(', ') },
    { data: { ...data, errors: { ...(billing.length > 0 ? { billing } : {}), ...(shipping.length > 0 ? { shipping } : {}) } } },
  );
}
