import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceCheckoutForm } from './checkout-form.ts';

/** The parts of the server's checkout markup the enhancer works on. */
const MARKUP = `
<form id="soul-checkout-form">
  <input id="billing_postcode" name="billing_postcode" />
  <p id="billing_postcode-error" hidden></p>
  <select id="billing_country" name="billing_country"><option value="LT" selected>LT</option><option value="LV">LV</option></select>
  <p id="soul-curonian-notice" hidden>Curonian notice</p>
  <template id="soul-postcode-invalid-lt">Invalid LT postcode</template>
  <fieldset id="soul-login-toggle" tabindex="-1">
    <input type="radio" name="checkout_option" value="guest" checked />
    <input type="radio" name="checkout_option" value="create_account" />
    <div id="soul-account-section"><input name="account_password" /></div>
  </fieldset>
  <label data-soul-rate="parcel_locker" data-total="€20.00" data-tax="(VAT €3.47)" data-shipping="€2.99"><input type="radio" name="shipping_method" value="parcel_locker:1" checked /></label>
  <label data-soul-rate="courier" data-total="€22.00" data-tax="(VAT €3.82)" data-shipping="€4.99"><input type="radio" name="shipping_method" value="courier:2" /></label>
  <span id="soul-shipping-total"></span><span id="soul-order-total"></span><span id="soul-order-tax"></span>
  <input type="radio" name="payment_method" value="soul_test_card" checked />
  <input type="radio" name="payment_method" value="bacs" />
  <div data-soul-card-fields></div>
  <button type="submit" data-busy-text="Placing…">Place order</button>
</form>`;

let fetchMock: ReturnType<typeof vi.fn>;
let cleanup: () => void;
const form = () => document.getElementById('soul-checkout-form') as HTMLFormElement;
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const input = (selector: string) => document.querySelector(selector) as HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  document.cookie = 'soul_started_checkout=; Max-Age=0; Path=/';
  // Started checkout is a marketing event: these tests have the visitor's marketing consent.
  document.cookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}; Path=/`;
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const fields = new URLSearchParams(String(init.body));
    const data =
      fields.get('action') === 'handle_checkout_option'
        ? { checkout_option: fields.get('checkout_option'), create_account: fields.get('checkout_option') === 'create_account' }
        : { tracked: true };
    return new Response(JSON.stringify({ success: true, data }));
  });
  cleanup = enhanceCheckoutForm(form(), {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    ajaxNonce: 'n1',
    language: 'lt',
    fetch: fetchMock as unknown as typeof fetch,
    retryMs: 10,
  });
});
afterEach(() => cleanup());

describe('enhanceCheckoutForm', () => {
  it('normalises a Lithuanian postcode on leaving the field and flags a wrong one', () => {
    const postcode = input('#billing_postcode');
    postcode.value = ' lt-01103 ';
    postcode.dispatchEvent(new Event('blur'));
    expect(postcode.value).toBe('LT-01103');
    expect(byId('billing_postcode-error').hidden).toBe(true);
    postcode.value = '123';
    postcode.dispatchEvent(new Event('blur'));
    expect(byId('billing_postcode-error').textContent).toBe('Invalid LT postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
  });

  it('on the Curonian Spit hides the parcel locker, selects the courier and shows its totals', () => {
    expect(byId('soul-order-total').textContent).toBe('€20.00');
    const postcode = input('#billing_postcode');
    postcode.value = '93132';
    postcode.dispatchEvent(new Event('blur'));
    expect(byId('soul-curonian-notice').hidden).toBe(false);
    expect((document.querySelector('[data-soul-rate="parcel_locker"]') as HTMLElement).hidden).toBe(true);
    expect(input('input[value="courier:2"]').checked).toBe(true);
    expect(byId('soul-order-total').textContent).toBe('€22.00');
    postcode.value = '01103';
    postcode.dispatchEvent(new Event('blur'));
    expect(byId('soul-curonian-notice').hidden).toBe(true);
    expect(input('input[value="parcel_locker:1"]').disabled).toBe(false);
  });

  it('does not apply Lithuanian rules to other countries', () => {
    (document.getElementById('billing_country') as HTMLSelectElement).value = 'LV';
    const postcode = input('#billing_postcode');
    postcode.value = 'LV-1010';
    postcode.dispatchEvent(new Event('blur'));
    expect(postcode.value).toBe('LV-1010');
    expect(byId('billing_postcode-error').hidden).toBe(true);
  });

  it('shows the password only when creating an account, asking the server', async () => {
    expect(byId('soul-account-section').hidden).toBe(true);
    const create = input('input[value="create_account"]');
    create.checked = true;
    create.dispatchEvent(new Event('change'));
    expect(byId('soul-account-section').hidden).toBe(false);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/wp-admin/admin-ajax.php?lang=lt', expect.anything()));
    const call = fetchMock.mock.calls.find(([, init]) => String((init as RequestInit).body).includes('handle_checkout_option'));
    expect(String((call?.[1] as RequestInit).body)).toContain('ajax_nonce=n1');
  });

  it('shows card fields for the card method only', () => {
    const fields = document.querySelector('[data-soul-card-fields]') as HTMLElement;
    expect(fields.hidden).toBe(false);
    const bank = input('input[value="bacs"]');
    bank.checked = true;
    bank.dispatchEvent(new Event('change'));
    expect(fields.hidden).toBe(true);
  });

  it('sends started-checkout once and sets the one-hour flag cookie', async () => {
    await vi.waitFor(() => expect(document.cookie).toContain('soul_started_checkout=1'));
    cleanup();
    cleanup = enhanceCheckoutForm(form(), { ajaxUrl: '/a', ajaxNonce: 'n1', language: 'en', fetch: fetchMock as unknown as typeof fetch });
    const tracked = fetchMock.mock.calls.filter(([, init]) => String((init as RequestInit).body).includes('soulel_track_started_checkout'));
    expect(tracked).toHaveLength(1);
  });

  it('sends no started-checkout without marketing consent', async () => {
    cleanup();
    document.cookie = 'soul_started_checkout=; Max-Age=0; Path=/';
    document.cookie = 'cc_cookie=; Max-Age=0; Path=/';
    fetchMock.mockClear();
    cleanup = enhanceCheckoutForm(form(), { ajaxUrl: '/a', ajaxNonce: 'n1', language: 'en', fetch: fetchMock as unknown as typeof fetch });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const tracked = fetchMock.mock.calls.filter(([, init]) => String((init as RequestInit).body).includes('soulel_track_started_checkout'));
    expect(tracked).toHaveLength(0);
    expect(document.cookie).not.toContain('soul_started_checkout=1');
  });

  it('retries started-checkout once after a failure', async () => {
    cleanup();
    document.cookie = 'soul_started_checkout=; Max-Age=0; Path=/';
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify({ success: true, data: {} })));
    cleanup = enhanceCheckoutForm(form(), {
      ajaxUrl: '/a',
      ajaxNonce: 'n1',
      language: 'en',
      fetch: failing as unknown as typeof fetch,
      retryMs: 10,
    });
    await vi.waitFor(() => expect(document.cookie).toContain('soul_started_checkout=1'));
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('disables the button after submitting, so one click places one order', async () => {
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect((document.querySelector('button') as HTMLButtonElement).disabled).toBe(true));
    expect(document.querySelector('button')?.textContent).toBe('Placing…');
  });
});
