/**
 * Test helpers of the account area (imported by *.test.tsx only): valid
 * fixtures checked with the contracts' schemas (the ones the area itself uses), a fake API
 * that records every call, and a render of the whole island at a path.
 */
import {
  accountAreaPropsSchema,
  accountOrderSchema,
  accountPaymentDetailSchema,
  accountSubscriptionSchema,
  profileSchema,
  type AccountAreaProps,
  type AccountOrder,
  type AccountOrderLine,
  type AccountPaymentDetail,
  type AccountSubscription,
  type Profile,
} from '@soul/contracts';
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useModalStore } from '../overlays/modal-store.ts';
import { useNotificationStore } from '../overlays/notification-store.ts';
import { usePromptStore } from '../overlays/prompt-store.ts';
import { renderWidget, testPageSettings } from '../test/render.tsx';
import { AccountArea } from './AccountArea.tsx';

export const SOUL = '/wp-json/soul/v1';
export const AJAX = '/wp-admin/admin-ajax.php';

export function accountProps(overrides: Partial<AccountAreaProps> = {}, language: 'en' | 'lt' = 'en'): AccountAreaProps {
  return accountAreaPropsSchema.parse({
    basePath: language === 'lt' ? '/lt/my-account' : '/my-account',
    user: { id: 7, displayName: 'Rūta Jonaitė', email: 'ruta@example.com', role: 'customer' },
    permissions: {
      permission_buy: true,
      permission_view_bundles: false,
      permission_view_discussions: false,
      permission_view_lists: false,
      permission_view_orders: true,
      permission_edit_orders: true,
      permission_edit_subscription: false,
      permission_edit_subscription_items: false,
    },
    sections: [
      'dashboard',
      'orders',
      'subscriptions',
      'payments',
      'invoices',
      'reports',
      'statistics',
      'products',
      'downloads',
      'points',
      'affiliate',
      'refer',
      'profile',
      'settings',
      'logs',
      'contact',
    ],
    administrator: false,
    logout: { url: language === 'lt' ? '/lt/my-account/logout' : '/my-account/logout', nonce: 'logout-nonce' },
    productCategories: [{ id: 15, slug: 'gut', name: 'Gut health' }],
    ...overrides,
  });
}

export function line(overrides: Partial<AccountOrderLine> = {}): AccountOrderLine {
  return {
    id: 101,
    product_id: 11,
    variation_id: 0,
    name: 'Gut Restore',
    sku: 'GUT-1',
    quantity: 2,
    subtotal: '3306',
    subtotal_tax: '694',
    total: '3306',
    total_tax: '694',
    parent_id: null,
    ...overrides,
  };
}

export function order(overrides: Partial<AccountOrder> = {}): AccountOrder {
  return accountOrderSchema.parse({
    id: 12,
    name: '#12',
    created_at: '2026-11-02T10:15:00.000Z',
    status: 'processing',
    currency: 'EUR',
    total: '4399',
    subtotal: '4000',
    total_shipping: '399',
    total_tax: '763',
    total_discount: '0',
    total_refunded: '0',
    quantity: 2,
    payment_details: { method_id: 'bacs', method_title: 'Direct bank transfer', paid: false },
    transaction_id: '',
    customer_note: 'Please ring twice.',
    billing_address: {
      first_name: 'Rūta',
      last_name: 'Jonaitė',
      company: 'Sielos UAB',
      address_1: 'Gedimino pr. 1',
      city: 'Vilnius',
      postcode: 'LT-01103',
      country: 'LT',
      email: 'ruta@example.com',
      phone: '+37060000000',
    },
    shipping_lines: [{ id: 1, method_id: 'parcel_locker', method_title: 'Parcel locker', total: '399' }],
    coupon_lines: [],
    line_items: [line()],
    invoice_url: '/wp-json/soul/v1/invoice/12',
    invoice_number: null,
    editable: false,
    cancellable: false,
    needs_payment: false,
    payment_url: null,
    ...overrides,
  });
}

export function paymentDetail(overrides: Partial<AccountPaymentDetail> = {}): AccountPaymentDetail {
  return accountPaymentDetailSchema.parse({
    id: 5,
    transaction_id: 'tc_abc123',
    order_id: 12,
    amount: '4399',
    refunded: '0',
    currency: 'EUR',
    title: 'Payment for order #12',
    gateway: 'soul_test_card',
    date: '2026-11-02T10:16:00.000Z',
    status: 'successful',
    card: { brand: 'visa', last4: '4242' },
    events: [
      { id: 1, kind: 'created', detail: '', amount: null, date: '2026-11-02T10:15:30.000Z' },
      { id: 2, kind: 'succeeded', detail: 'tc_abc123', amount: '4399', date: '2026-11-02T10:16:00.000Z' },
    ],
    attachments: [{ kind: 'invoice', title: 'Invoice for order #12', url: '/wp-json/soul/v1/invoice/12' }],
    refundable: '4399',
    ...overrides,
  });
}

/** An active 2-monthly subscription the reader may do everything with (abilities as the server gives a personal customer). */
export function subscription(overrides: Partial<AccountSubscription> = {}): AccountSubscription {
  return accountSubscriptionSchema.parse({
    id: 31,
    status: 'active',
    status_label: 'Active',
    hold_reason: null,
    billing_interval: 2,
    billing_period: 'month',
    next_renewal_date: '2027-01-15T00:00:00.000Z',
    end_date: null,
    created_at: '2026-11-15T09:00:00.000Z',
    currency: 'EUR',
    lines: [{ id: 401, product_id: 61, variation_id: 0, name: 'Collagen Glow', sku: 'COL-1', quantity: 1, price: '1800', total: '1800' }],
    renewal: { goods: '1800', shipping: '299', total: '2099' },
    upcoming: [
      { date: '2027-01-15T00:00:00.000Z', goods: '1800', shipping: '299', total: '2099' },
      { date: '2027-03-15T00:00:00.000Z', goods: '1800', shipping: '299', total: '2099' },
    ],
    payment_method: { id: 'soul_test_card', title: 'Card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
    shipping_address: {
      first_name: 'Rūta',
      last_name: 'Jonaitė',
      address_1: 'Gedimino pr. 1',
      city: 'Vilnius',
      postcode: 'LT-01103',
      country: 'LT',
    },
    shipping_method: 'Parcel locker',
    customer: { id: 7, email: 'ruta@example.com' },
    parent_order_id: 12,
    related_orders: [12, 19],
    version: 3,
    abilities: {
      change_date: true,
      renew_now: true,
      skip: true,
      pause: true,
      resume: false,
      cancel: true,
      reactivate: false,
      change_payment_method: true,
      edit_items: true,
      undo_until: null,
    },
    events: [
      {
        id: 2,
        kind: 'renewal_date_changed',
        actor: 'customer',
        date: '2026-11-20T10:00:00.000Z',
        text: 'Next renewal moved to 15 Jan 2027.',
      },
      { id: 1, kind: 'created', actor: 'customer', date: '2026-11-15T09:00:00.000Z', text: 'Subscription started with order #12.' },
    ],
    ...overrides,
  });
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 7,
    username: 'ruta',
    firstName: 'Rūta',
    lastName: 'Jonaitė',
    role: 'customer',
    company: '',
    companyLocked: false,
    email: 'ruta@example.com',
    postCode: 'LT-01103',
    zip: 'LT-01103',
    phone: '+37060000000',
    address: 'Gedimino pr. 1',
    city: 'Vilnius',
    country: 'LT',
    position: '',
    photo: null,
    notifications: { email: true, sms: false, orders: true },
    language: 'en',
    ...overrides,
  });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A recorded call of the fake API. */
export interface ApiCall {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: RequestInit['body'];
  /** The JSON body, or the form fields of a form post. */
  json: unknown;
  form: URLSearchParams | null;
  /** The request's abort signal, to see whether the island cancelled it. */
  signal: AbortSignal | null;
}

type Handler = (call: ApiCall, index: number) => Response | Promise<Response>;

/**
 * A fetch double: `routes` maps "METHOD /path" (soul/v1 paths may drop the
 * root; "POST ajax:<action>" for admin-ajax) to an answer. Unrouted calls
 * answer 404 rest_no_route, so a wrong URL fails the test.
 */
export function fakeApi(routes: Record<string, Handler | Response>) {
  const calls: ApiCall[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'https://soul.example');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body;
    let parsed: unknown = undefined;
    let form: URLSearchParams | null = null;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        form = new URLSearchParams(body);
      }
    }
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
      json: parsed,
      form,
      signal: init.signal ?? null,
    };
    calls.push(call);
    const short = url.pathname.startsWith(SOUL) ? url.pathname.slice(SOUL.length) : url.pathname;
    const keys = form?.get('action') ? [`${method} ajax:${form.get('action')}`] : [`${method} ${url.pathname}`, `${method} ${short}`];
    const key = keys.find((candidate) => candidate in routes);
    if (!key) return json(404, { code: 'rest_no_route', message: `No route: ${method} ${url.pathname}`, data: { status: 404 } });
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const route = routes[key];
    if (route instanceof Response) return route.clone();
    return route ? route(call, index) : json(500, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** Calls to a path (soul/v1 root optional). */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && (call.path === path || call.path === `${SOUL}${path}`)),
    ajaxCalls: (action: string) => calls.filter((call) => call.form?.get('action') === action),
  };
}

/** Renders the island at basePath + path (a deep link), with the browser page settings. */
export async function renderAccount(path: string, options: { props?: AccountAreaProps; language?: 'en' | 'lt' } = {}) {
  const language = options.language ?? 'en';
  const props = options.props ?? accountProps({}, language);
  window.history.replaceState(null, '', `${props.basePath}${path}`);
  const page = testPageSettings(language, { nonces: { store: 'store-n', rest: 'rest-n', ajax: 'ajax-n', timestamp: 1 } });
  const view = renderWidget(<AccountArea props={props} />, language, page);
  // The texts and the screen's chunk load lazily: wait for the frame.
  await screen.findByRole('navigation', { name: language === 'lt' ? 'Paskyros meniu' : 'Account menu' });
  return view;
}

/** Clears the page-wide overlay stores between tests. */
export function resetOverlays(): void {
  act(() => {
    useModalStore.setState({ current: null });
    usePromptStore.setState({ current: null });
    useNotificationStore.setState({ current: null });
  });
}

/**
 * A phone-sized screen for the layout switch (ui/use-media-query.ts): every
 * `min-width` query fails, so tables become cards. Undone by
 * vi.unstubAllGlobals().
 */
export function phoneScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
