import { consentAllows } from '../../consent/consent-gate.ts';
import { readVisitorCookie, setVisitorCookie } from '../../consent/visitor-cookies.ts';
import { isCuronianSpitPostcode, isValidLithuanianPostcode, normalizeLithuanianPostcode } from '@soul/domain/cart/postcode';
import { isRecord } from '../../shared/is-record.ts';

export interface CheckoutFormOptions {
  ajaxUrl: string;
  /** The page's language, so the server answers in it. */
  language: 'en' | 'lt';
  ajaxNonce: string;
  /** For tests: the started-checkout retry delay (storefront §9: 5 s). */
  retryMs?: number;
  fetch?: typeof fetch;
}

/**
 * Enhances the server-rendered checkout form (it works without this):
 *  - the Lithuanian postcode is normalised and checked when the field is left (storefront §5);
 *  - a Curonian Spit postcode hides the parcel locker and selects the courier, with the notice;
 *  - the chosen delivery shows its totals (priced by the server, carried on each option);
 *  - guest / create-account goes through the `handle_checkout_option` action and shows or hides the password;
 *  - card fields show only for the card method; the login link scrolls to the login section;
 *  - one submit: the button is disabled and says so;
 *  - the started-checkout event is sent once an hour (flag cookie), retried once after 5 s.
 * Returns a function that removes every listener.
 */
export function enhanceCheckoutForm(form: HTMLFormElement, options: CheckoutFormOptions): () => void {
  const doc = form.ownerDocument;
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(
    target: EventTarget | null,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    if (!target) return;
    target.addEventListener(type, listener as EventListener);
    cleanups.push(() => target.removeEventListener(type, listener as EventListener));
  };
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

  // Postcode and delivery.
  const postcode = field('billing_postcode') as HTMLInputElement | null;
  const country = field('billing_country');
  const checkPostcode = () => {
    if (!postcode) return;
    const lithuania = (country?.value ?? 'LT') === 'LT';
    if (lithuania && postcode.value.trim()) postcode.value = normalizeLithuanianPostcode(postcode.value);
    const invalid = lithuania && postcode.value.trim() !== '' && !isValidLithuanianPostcode(postcode.value);
    showError('billing_postcode', invalid ? templateText('soul-postcode-invalid-lt') : '');
    setCuronianSpit(lithuania && !invalid && postcode.value !== '' && isCuronianSpitPostcode(postcode.value));
  };
  // The message is the server's, in the page's language, kept in a <template> (whose text lives in `content`).
  const templateText = (id: string) => {
    const template = doc.getElementById(id);
    return template instanceof HTMLTemplateElement ? (template.content.textContent ?? '') : '';
  };
  const setCuronianSpit = (onSpit: boolean) => {
    const notice = doc.getElementById('soul-curonian-notice');
    if (notice) notice.hidden = !onSpit;
    const locker = form.querySelector<HTMLElement>('[data-soul-rate="parcel_locker"]');
    const lockerInput = locker?.querySelector('input');
    if (locker && lockerInput) {
      locker.hidden = onSpit;
      lockerInput.disabled = onSpit;
      if (onSpit && lockerInput.checked) {
        const courier = form.querySelector<HTMLInputElement>('[data-soul-rate="courier"] input');
        if (courier) courier.checked = true;
      }
    }
    showTotals();
  };
  const showTotals = () => {
    const chosen = form.querySelector<HTMLInputElement>('input[name="shipping_method"]:checked');
    const label = chosen?.closest<HTMLElement>('[data-soul-rate]');
    if (!label) return;
    setText('soul-shipping-total', label.dataset.shipping);
    setText('soul-order-total', label.dataset.total);
    setText('soul-order-tax', label.dataset.tax);
  };
  const setText = (id: string, text: string | undefined) => {
    const element = doc.getElementById(id);
    if (element && text !== undefined) element.textContent = text;
  };
  const showError = (name: string, message: string) => {
    const error = doc.getElementById(`${name}-error`);
    const input = field(name);
    if (error) {
      error.textContent = message;
      error.hidden = message === '';
    }
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  };
  on(postcode, 'blur', checkPostcode);
  on(country, 'change', checkPostcode);
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="shipping_method"]')) on(radio, 'change', showTotals);

  // Guest or account.
  const accountSection = doc.getElementById('soul-account-section');
  const showAccount = (open: boolean) => {
    if (!accountSection) return;
    accountSection.hidden = !open;
    accountSection.dataset.open = String(open);
  };
  const chosenOption = form.querySelector<HTMLInputElement>('input[name="checkout_option"]:checked');
  showAccount(chosenOption?.value === 'create_account');
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="checkout_option"]')) {
    on(radio, 'change', () => {
      // Shown at once; the server's answer confirms (and wins).
      showAccount(radio.value === 'create_account');
      void postAjax(options, { action: 'handle_checkout_option', checkout_option: radio.value })
        .then((answer) => {
          if (answer?.success && isRecord(answer.data)) showAccount(answer.data.create_account === true);
        })
        .catch(() => {});
    });
  }

  // Card fields only for the card method.
  const showCardFields = () => {
    const method = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value;
    for (const fields of form.querySelectorAll<HTMLElement>('[data-soul-card-fields]')) fields.hidden = method !== 'soul_test_card';
  };
  showCardFields();
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')) on(radio, 'change', showCardFields);

  // One submit.
  on(form, 'submit', () => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) return;
    // Disabled after the browser has collected the form (a disabled button's submit still goes).
    setTimeout(() => {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      if (button.dataset.busyText) button.textContent = button.dataset.busyText;
    }, 0);
  });

  trackStartedCheckout(doc, options);
  showTotals();
  return () => cleanups.forEach((cleanup) => cleanup());
}

async function postAjax(options: CheckoutFormOptions, fields: Record<string, string>): Promise<{ success: boolean; data: unknown } | null> {
  const body = new URLSearchParams({ ...fields, ajax_nonce: options.ajaxNonce });
  const url = `${options.ajaxUrl}${options.ajaxUrl.includes('?') ? '&' : '?'}lang=${options.language}`;
  const response = await (options.fetch ?? fetch)(url, { method: 'POST', body, credentials: 'same-origin' });
  const answer: unknown = await response.json();
  return isRecord(answer) && typeof answer.success === 'boolean' ? { success: answer.success, data: answer.data } : null;
}

/**
 * Started checkout: once per hour per browser (the flag cookie), one retry
 * after 5 s. A marketing event, so only with the visitor's marketing consent
 * (the consent gate).
 */
function trackStartedCheckout(doc: Document, options: CheckoutFormOptions): void {
  if (!consentAllows('marketing', doc, 'email_marketing') || readVisitorCookie('startedCheckout', doc) !== null) return;
  const send = async () => {
    const answer = await postAjax(options, { action: 'soulel_track_started_checkout' });
    if (!answer?.success) throw new Error('not tracked');
    setVisitorCookie('startedCheckout', '1', doc);
  };
  send().catch(() => {
    setTimeout(() => void send().catch(() => {}), options.retryMs ?? 5000);
  });
}
