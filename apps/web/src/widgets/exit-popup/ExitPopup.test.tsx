import type { ShownPromotion } from '@soul/contracts/promotions';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportContext } from '../../boot/report-context.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { useCartStore, initialCartState } from '../../cart/cart-store.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import type { Language } from '../../i18n/resources.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { jsonResponse, makeCart } from '../../test/cart-fixtures.ts';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import ExitPopup from './ExitPopup.tsx';

const OFFER: ShownPromotion = {
  id: 2,
  slug: 'exit-offer',
  kind: 'exit_offer',
  title: 'Wait! 10% off before you go',
  message: 'Leave your e-mail and get a personal code.',
  link: '',
  cta_button_text: '',
  cta_button_subtext: '',
  countdown_banner_text: '',
  discount_rate: 10,
  countdown: 1800,
  timer_id: 'promo-exit-offer',
  ends_at: null,
  landing_pages: { en: null, lt: null },
  product: null,
  quantityPromotions: [],
  currency_minor_unit: 2,
};
const CODE = 'exit-promo-10-ab12cd34';

interface Server {
  offer?: Partial<ShownPromotion> | null;
  /** The main timer's time left once started (0: it has run out). */
  timeLeft?: number;
  claim?: Response;
  extension?: 'none' | number;
}

/** One fake of the routes the popup calls: promotions, timers, claim, extend, admin-ajax, the cart. */
function fakeServer(server: Server = {}) {
  let started = false;
  let extension = server.extension ?? 'none';
  const calls: { url: string; method: string; body: string }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: typeof init?.body === 'string' ? init.body : '' });
    if (url.startsWith('/wp-json/soul/v1/promotions?kind=exit_offer'))
      return jsonResponse(200, server.offer === null ? [] : [{ ...OFFER, ...server.offer }]);
    if (url.startsWith('/wp-json/soul/v1/timers/check?timerId=promo-exit-offer%3Aextension'))
      return extension === 'none'
        ? jsonResponse(404, { error: 'Countdown has not been started' })
        : jsonResponse(200, { timeLeft: extension });
    if (url.startsWith('/wp-json/soul/v1/timers/check'))
      return started ? jsonResponse(200, { timeLeft: server.timeLeft ?? 1800 }) : jsonResponse(404, { error: 'not started' });
    if (url.startsWith('/wp-json/soul/v1/timers/start')) {
      started = true;
      return jsonResponse(200, { timeLeft: server.timeLeft ?? 1800 });
    }
    if (url.startsWith('/wp-json/soul/v1/promotions/exit-offer/claim'))
      return (
        server.claim ??
        jsonResponse(201, { success: true, data: { is_applied: true, code: CODE, description: '10% off', expires: '1799' } })
      );
    if (url.startsWith('/wp-json/soul/v1/promotions/exit-offer/extend')) {
      extension = 86_400;
      return jsonResponse(201, { timerId: 'promo-exit-offer:extension', timeLeft: 86_400 });
    }
    if (url.startsWith('/wp-admin/admin-ajax.php'))
      return jsonResponse(200, { success: true, data: 'E-mail is successfully added to mail list' });
    if (url.startsWith('/wp-json/wc/store/v1/cart')) return jsonResponse(200, makeCart({ coupons: [{ code: CODE, discount: 250 }] }));
    return jsonResponse(404, { message: `unexpected ${method} ${url}` });
  });
  return { fetchImpl, calls };
}

function show(server: Server = {}, language: Language = 'en', raw: Record<string, unknown> = {}) {
  const fake = fakeServer(server);
  vi.stubGlobal('fetch', fake.fetchImpl);
  const settings = testPageSettings(language, raw);
  setCartRuntime(createCartRuntime(settings, createI18n(language, STATIC_RESOURCES[language]), fake.fetchImpl));
  const report = vi.fn();
  renderWidget(
    <ReportContext value={{ report, context: {} }}>
      <ExitPopup />
    </ReportContext>,
    language,
    settings,
  );
  return { ...fake, report };
}

const clearCookies = () => {
  for (const name of ['soul_exit_popup', 'soul_coupon', 'soul_offer_extension']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

beforeEach(clearCookies);
afterEach(() => {
  setCartRuntime(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  usePromoFlags.setState({ exitPopup: true });
  useCartStore.setState({ ...initialCartState });
  clearCookies();
});

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Get my 10% code' }));

describe('the exit popup (storefront §2, §4, §5)', () => {
  it('shows title, message, 10 %, the 30-minute countdown started on the server, the form with consent on; sets the shown cookie', async () => {
    const { calls } = show();
    expect(await screen.findByRole('dialog', { name: OFFER.title })).toBeInTheDocument();
    expect(screen.getByText(OFFER.message)).toBeInTheDocument();
    expect(screen.getByText('10% off')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('exit-popup-countdown')).toHaveTextContent(/^(30:00|29:59)$/));
    expect(calls.filter((c) => c.url.includes('timers/start'))).toHaveLength(1);
    expect(JSON.parse(calls.find((c) => c.url.includes('timers/start'))?.body ?? '')).toEqual({ timerId: 'promo-exit-offer', timer: 1800 });
    expect(screen.getByRole('checkbox', { name: /send me offers and news/ })).toBeChecked();
    expect(document.cookie).toContain('soul_exit_popup=1');
  });

  it('validates the e-mail: required, format, at most 200 characters', async () => {
    const { calls } = show();
    await screen.findByRole('dialog');
    await submit();
    expect(await screen.findByText('No email provided')).toBeInTheDocument();
    await userEvent.type(email(), 'not-an-email');
    expect(screen.getByText('Entered value does not match email format')).toBeInTheDocument();
    await userEvent.clear(email());
    await userEvent.click(email());
    await userEvent.paste(`${'a'.repeat(195)}@example.com`);
    expect(screen.getByText('The e-mail can be at most 200 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/claim'))).toBe(false);
  });

  it('success: claims the coupon, signs up to the list with consent (source exit_popup), reloads the cart, thanks with the code', async () => {
    const { calls } = show();
    await screen.findByRole('dialog');
    await userEvent.type(email(), 'shopper@example.lt');
    await submit();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();
    const claim = calls.find((c) => c.url.includes('/claim'));
    expect(JSON.parse(claim?.body ?? '')).toEqual({ email: 'shopper@example.lt' });
    const ajax = new URLSearchParams(calls.find((c) => c.url.startsWith('/wp-admin/admin-ajax.php'))?.body);
    expect(Object.fromEntries(ajax)).toEqual({
      action: 'soulel_klaviyo_add_to_list_clientside',
      ajax_nonce: 'ajax-n',
      list_id: 'SoulNL',
      email: 'shopper@example.lt',
      has_subscribe_consent: 'true',
      'properties[source]': 'exit_popup',
    });
    await waitFor(() => expect(useCartStore.getState().cart?.coupons.map((c) => c.code)).toEqual([CODE]));
    expect(document.cookie).toContain(`soul_coupon=${CODE}`);
  });

  it('a German visitor’s list is SoulDE', async () => {
    const { calls } = show({}, 'en', { country: 'DE' });
    await screen.findByRole('dialog');
    await userEvent.type(email(), 'kunde@example.de');
    await submit();
    await screen.findByText('Thank you!');
    expect(new URLSearchParams(calls.find((c) => c.url.startsWith('/wp-admin/admin-ajax.php'))?.body).get('list_id')).toBe('SoulDE');
  });

  it('without consent no list sign-up', async () => {
    const { calls } = show();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(email(), 'kunde@example.de');
    await submit();
    await screen.findByText('Thank you!');
    expect(calls.some((c) => c.url.startsWith('/wp-admin/admin-ajax.php'))).toBe(false);
  });

  it('the server’s refusals: already used and invalid as field errors, an invalid nonce as the root error (in Lithuanian)', async () => {
    show({ claim: jsonResponse(409, { code: 'soul_email_already_used', message: 'Šis el. pašto adresas jau buvo panaudotas' }) }, 'lt');
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: 'El. paštas' }), 'pirkejas@example.lt');
    await userEvent.click(screen.getByRole('button', { name: 'Gauti 10 % kodą' }));
    expect(await screen.findByText('Šis el. pašto adresas jau buvo panaudotas')).toBeInTheDocument();
  });

  it('an invalid nonce gives “Something went wrong… Error: {message}”', async () => {
    show({ claim: jsonResponse(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }) });
    await screen.findByRole('dialog');
    await userEvent.type(email(), 'shopper@example.lt');
    await submit();
    expect(await screen.findByText('Something went wrong. Please try again later. Error: Cookie check failed')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('a countdown that has run out: expiry notice, 00:00, and the 24-hour extension once', async () => {
    const { calls } = show({ timeLeft: 0 });
    await screen.findByRole('dialog');
    expect(await screen.findByText('Your offer has expired')).toBeInTheDocument();
    expect(screen.getByTestId('exit-popup-countdown')).toHaveTextContent('00:00');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Give me 24 more hours' }));
    expect(await screen.findByText('Your offer is extended by 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByTestId('exit-popup-countdown')).toHaveTextContent(/^14(40|39):\d\d$/);
    expect(calls.filter((c) => c.url.includes('/extend'))).toHaveLength(1);
    expect(document.cookie).toContain('soul_offer_extension=exit-offer');
  });

  it('an extension already used up: the expiry notice without the offer', async () => {
    show({ timeLeft: 0, extension: 0 });
    expect(await screen.findByText('Your offer has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give me 24 more hours' })).not.toBeInTheDocument();
  });

  it('the countdown reaching zero while open replaces the form with the expiry notice', async () => {
    show({ timeLeft: 2 });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(await screen.findByText('Your offer has expired', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('exit-popup-countdown')).toHaveTextContent('00:00');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('missing data: reported as “Missing data for exitpopup”, no popup', async () => {
    const { report } = show({ offer: { message: '' } });
    await waitFor(() => expect(report).toHaveBeenCalled());
    expect((report.mock.calls[0]?.[0] as Error).message).toBe('Missing data for exitpopup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('soul_exit_popup');
  });

  it('hidden when the exitPopup flag is off, or the visitor already holds an exit coupon', async () => {
    act(() => usePromoFlags.setState({ exitPopup: false }));
    const first = show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.fetchImpl).not.toHaveBeenCalled();
    act(() => usePromoFlags.setState({ exitPopup: true }));
    document.cookie = `soul_coupon=${CODE}; Path=/`;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
