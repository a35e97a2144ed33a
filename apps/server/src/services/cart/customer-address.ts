import { message, type MessageRef } from '@soul/contracts';
import { formatPostcode, formatState, isValidPostcode, isValidState, stateCodesOf } from '@soul/domain/cart/index';

/** The address fields update-customer takes, each optional (a partial push changes only what it sends). */
export interface AddressPart {
  country?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
}

/** Why an address part was refused, with WooCommerce's code (AbstractAddressSchema::validate_callback). */
export interface AddressProblem {
  code: 'invalid_postcode' | 'invalid_state';
  message: MessageRef;
}

/**
 * Formats and checks the postcode and state an update-customer request
 * sends, per country as WooCommerce does: the country is the one sent with
 * them, else the one the cart already has. Only fields that were sent are
 * checked, so a stored value never blocks a change of something else.
 */
export function checkAddressPart<T extends AddressPart>(
  part: T,
  storedCountry: string,
): { ok: true; address: T } | { ok: false; problem: AddressProblem } {
  const country = (part.country ?? storedCountry).trim().toUpperCase();
  const address = { ...part };
  if (part.postcode !== undefined) {
    const postcode = formatPostcode(part.postcode, country);
    if (!isValidPostcode(postcode, country)) {
      const text = country === 'LT' ? 'cart.invalidPostcodeLt' : 'cart.invalidPostcode';
      return { ok: false, problem: { code: 'invalid_postcode', message: message(text) } };
    }
    address.postcode = postcode;
  }
  if (part.state !== undefined) {
    const state = formatState(part.state, country);
    if (!isValidState(state, country)) {
      const states = stateCodesOf(country).join(', ');
      return { ok: false, problem: { code: 'invalid_state', message: message('cart.invalidState', { state, states }) } };
    }
    address.state = state;
  }
  return { ok: true, address };
}
