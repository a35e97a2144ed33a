import fc from 'fast-check';
import { hostileJson, hostileString, pathValue } from './hostile-values.ts';

/**
 * Plausible inputs per route, one hostile change away from valid, so the
 * fuzzing reaches past the first check into services and SQL. Keys are the
 * routes' own field names (contracts); a route without a template gets
 * fields from the shared pool.
 */
const address = {
  first_name: 'Rūta',
  last_name: 'R',
  company: '',
  address_1: 'Gedimino pr. 1',
  address_2: '',
  city: 'Vilnius',
  state: '',
  postcode: '01103',
  country: 'LT',
  phone: '+37060000000',
  email: 'fuzz@example.lt',
};

/**
 * The fuzz test's own rows: a hidden product and an order of its customer.
 * Templates and path values use these, never the demo catalogue's or other
 * test files' ids, so whatever the fuzzing buys, edits or cancels is its own.
 */
export interface OwnRows {
  productId: number;
  orderId: number;
  paymentId: number;
}

const templates = (own: OwnRows): readonly [RegExp, Record<string, unknown>][] => [
  [/\/cart\/(add-item|items)$/, { id: own.productId, quantity: 1, variation: [], cart_item_data: '{}' }],
  [/\/cart\/update-item$/, { key: 'abc', quantity: 2 }],
  [/\/cart\/(remove-item)$/, { key: 'abc' }],
  [/\/cart\/(apply-coupon|remove-coupon|coupons)$/, { code: 'fuzz-no-such-coupon' }],
  [/\/cart\/update-customer$/, { billing_address: address, shipping_address: address }],
  [/\/cart\/select-shipping-rate$/, { rate_id: 'flat_rate:1', package_id: 0 }],
  [
    /\/checkout$/,
    {
      billing_address: address,
      shipping_address: address,
      payment_method: 'cod',
      customer_note: 'note',
      payment_data: [{ key: 'card_number', value: '4242424242424242' }],
      create_account: false,
      extensions: { soul: { newsletter: false, shipping_rate_id: 'parcel_locker' } },
      // PUT /checkout's fields.
      order_notes: 'note',
      additional_fields: { 'soul/newsletter': true },
    },
  ],
  [/\/checkout\/[^/]+$/, { key: 'wc_order_fuzz', billing_email: 'fuzz@example.lt', payment_method: 'cod', payment_data: [] }],
  [/\/cart\/extensions$/, { namespace: 'soul', data: { newsletter: true } }],
  [
    /\/client-errors$/,
    {
      message: 'x is not a function',
      stack: 'TypeError: x is not a function',
      url: 'http://shop.test/',
      widget: 'product-detail',
      language: 'en',
    },
  ],
  [/\/batch$/, { requests: [{ method: 'POST', path: '/wc/store/v1/cart/add-item', body: { id: 1 } }] }],
  [
    /\/update-order$|\/add-order-item$/,
    { id: own.orderId, line_items: [{ id: null, product_id: own.productId, variation_id: 0, quantity: 1 }] },
  ],
  [/\/refund-payment$/, { payment_id: own.paymentId, amount: 100, reason: 'fuzz' }],
  [
    /\/profile$/,
    {
      firstName: 'A',
      lastName: 'B',
      company: '',
      email: 'fuzz@example.lt',
      phone: '',
      address: '',
      city: '',
      postCode: '',
      country: 'LT',
      position: '',
      notifications: { email: true, sms: false, orders: true },
      currentPassword: '',
      newPassword: '',
    },
  ],
  [
    /\/invoice-settings$/,
    {
      document_title: 'Invoice',
      pdf_filename: 'invoice-{number}',
      number_label: 'No.',
      document_title_lt: 'Sąskaita',
      pdf_filename_lt: 'saskaita-{number}',
      number_label_lt: 'Nr.',
      show_email: true,
      show_phone: true,
      show_notes: true,
      attach_to_renewal: false,
      attach_to_new_order: false,
      show_issue_date: true,
    },
  ],
  [/\/contact$/, { subject: 'Hello', message: 'A message long enough.' }],
  // Order chat (issue 20, account §7)
  [/\/chat$/, { id: own.orderId, message: 'When will it ship?' }],
  [/\/admin\/chats\/[^/]+$/, { message: 'It ships tomorrow.' }],
  [/\/mail\/inbound$/, { from: 'orders@soulshop.example', to: 'replies@in.example', text: 'Hello', message_id: '<m@x>' }],
  [/\/stock-notifications$/, { email: 'fuzz@example.lt', product_id: own.productId, variation_id: 0 }],
  [/\/klaviyo-track$/, { event_type: 'viewed_product', ProductID: own.productId, ProductName: 'Fuzz' }],
  // Subscriptions: the fuzz has no subscription of its own, so the ids answer 404 after validation (what is fuzzed is the body).
  [
    /\/(update-subscription-renewal|cancel-subscription|reactivate-subscription|skip-subscription|pause-subscription|resume-subscription|undo-subscription-change|renew-subscription-now|add-subscription-product|update-subscription-line)$/,
    { id: own.orderId, version: 1, new_renewal_date: '2027-01-15', months: 1, product_id: own.productId, quantity: 1, line_id: 1 },
  ],
  [
    /\/(add-payment-method|change-subscription-payment-method)$/,
    {
      subscription_id: own.orderId,
      payment_token_id: 1,
      payment_data: [
        { key: 'card_number', value: '4242424242424242' },
        { key: 'card_expiry', value: '12/30' },
        { key: 'card_cvc', value: '123' },
      ],
    },
  ],
  [/\/admin\/subscriptions\/price-changes$/, { product_id: own.productId, notice_days: 14 }],
  [/\/admin\/subscriptions\/[^/]+$/, { status: 'on-hold', next_renewal_date: '2027-01-15', version: 1 }],
  [/\/timers\/start$/, { timerId: 'fuzz-timer', timer: 60 }],
  [/\/promotions\/[^/]+\/claim$/, { email: 'fuzz@example.lt' }],
  [/\/admin\/marketing-lists$/, { id: 'FuzzList', name: 'Fuzz' }],
  [/\/admin\/marketing-lists\/[^/]+$/, { name: 'Fuzz' }],
  [/\/admin\/reviews\/[^/]+$/, { status: 'approved' }],
  [
    /\/soul\/v1\/reviews$|wp-comments-post\.php$/,
    {
      comment_post_ID: own.productId,
      review_rating: 4,
      review_name: 'Fuzz',
      email: 'fuzz@example.lt',
      review_title: 'Fuzz',
      review_comment: 'A fuzzed review.',
      comment_type: 'review',
      comment: 'fuzz-nonce',
    },
  ],
  [/\/marketing\/unsubscribe$/, { confirm: '1', 'List-Unsubscribe': 'One-Click' }],
  [
    /\/register$|\/login$|\/lost-password$|\/reset-password$/,
    { email: 'fuzz@example.lt', password: 'long enough pass', first_name: 'A', last_name: 'B', key: 'k', redirect_to: '/my-account' },
  ],
  [
    /admin-ajax\.php$/,
    {
      action: 'soulel_apply_coupon',
      code: 'fuzz-no-such-coupon',
      currency: 'EUR',
      order_id: own.orderId,
      product_id: own.productId,
      date_from: '2026-01-01',
      date_to: '2026-12-31',
      order_ids: String(own.orderId),
      list_id: 'SoulNL',
      email: 'fuzz@example.lt',
      user_email: 'fuzz@example.lt',
      klaviyo_list_id: 'SoulNL',
      has_subscribe_consent: 'true',
      comment_post_ID: own.productId,
      review_rating: '4',
      review_name: 'Fuzz',
      review_title: 'Fuzz',
      review_comment: 'A fuzzed review.',
      page: '1',
      per_page: '10',
    },
  ],
];

/** Checkout page form fields (form-encoded), as the page posts them. */
const CHECKOUT_FORM = {
  billing_first_name: 'A',
  billing_last_name: 'B',
  billing_email: 'fuzz@example.lt',
  billing_phone: '+37060000000',
  billing_address_1: 'Gedimino 1',
  billing_city: 'Vilnius',
  billing_postcode: '01103',
  billing_country: 'LT',
  payment_method: 'cod',
  shipping_method: 'parcel_locker',
  checkout_key: 'k',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/30',
  card_cvc: '123',
};

const AJAX_ACTIONS = [
  'soulel_get_nonce_clientside',
  'soulel_maybe_init_session_clientside',
  'soulel_apply_coupon',
  'soulel_remove_coupon',
  'soulel_empty_cart',
  'soulel_remove_all_coupons',
  'soulel_set_currency',
  'soulel_one_click_upsell',
  'handle_checkout_option',
  'wpo_wcpdf_export_get_order_ids',
  'wpo_wcpdf_export_bulk',
  'soulel_klaviyo_add_to_list_clientside',
  'soulel_klaviyo_get_list_clientside',
  'soulel_klaviyo_unsubscribe_clientside',
  'add_anonymous_review',
  'get_product_reviews',
  'constructor',
  '__proto__',
];

/** Query parameters the routes read (Store API listing, account lists), including WooCommerce's bracket forms. */
const QUERY_KEYS = [
  'timerId',
  'scope',
  'product',
  'category_id',
  'kind',
  'token',
  'hide_empty',
  'calculate_price_range',
  'calculate_attribute_counts[0][taxonomy]',
  'calculate_rating_counts',
  'calculate_stock_status_counts',
  'product_id',
  'renews_before',
  'renews_after',
  'action',
  'months',
  'page',
  'per_page',
  'offset',
  'search',
  'slug',
  'sku',
  'include[]',
  'include',
  'exclude',
  'parent',
  'category',
  'tag',
  'type',
  'orderby',
  'order',
  'on_sale',
  'featured',
  'stock_status',
  'min_price',
  'max_price',
  'attributes[0][attribute]',
  'attributes[0][term_id]',
  'attributes[0][slug]',
  'attribute_relation',
  'rating',
  'catalog_visibility',
  'lang',
  'status',
  'days',
  'order_id',
  'key',
  'download',
  'to',
  'format',
  'redirect_to',
  'account',
  'reset',
  'loggedout',
  'pay_for_order',
];

export function templateFor(url: string, own: OwnRows): Record<string, unknown> {
  if (/^(\/lt)?\/checkout$/.test(url)) return { ...CHECKOUT_FORM };
  const found = templates(own).find(([pattern]) => pattern.test(url));
  return structuredClone(found?.[1] ?? {});
}

type Mutation = { kind: 'set'; path: string[]; value: unknown } | { kind: 'delete'; path: string[] };

/** Sets or deletes one field (at any depth) of a body. */
function mutate(body: Record<string, unknown>, mutation: Mutation): void {
  let target: Record<string, unknown> = body;
  for (const key of mutation.path.slice(0, -1)) {
    const next = target[key];
    if (!next || typeof next !== 'object') target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = mutation.path.at(-1) ?? 'x';
  if (mutation.kind === 'set') target[last] = mutation.value;
  else Reflect.deleteProperty(target, last);
}

/** Every key path of a template, plus new keys a route does not expect. */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return prefix.length ? [prefix] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [
    [...prefix, key],
    ...keyPaths(inner, [...prefix, key]),
  ]);
}

/** A body: the route's template with one to three hostile changes (or, now and then, a body that is not an object at all). */
export function bodyFor(url: string, own: OwnRows): fc.Arbitrary<unknown> {
  const template = templateFor(url, own);
  const paths = [...keyPaths(template), ['unexpected'], ['__proto__'], ['constructor', 'prototype']];
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: hostileJson }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }) },
  );
  // Every admin-ajax action gets its turn (picking by the number of mutations reached only three of them).
  const action = /admin-ajax/.test(url) ? fc.constantFrom(...AJAX_ACTIONS) : fc.constant(null);
  const mutated = fc.tuple(fc.array(mutation, { minLength: 1, maxLength: 3 }), action).map(([mutations, chosen]) => {
    const body = structuredClone(template);
    if (chosen !== null) body.action = chosen;
    for (const m of mutations) mutate(body, m);
    return body;
  });
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: hostileJson });
}

/** Percent-encodes like encodeURIComponent, and a lone surrogate (which it refuses) as the invalid UTF-8 a client could still send. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '\u0000')
      .split('\u0000')
      .map((part) => encodeURIComponent(part))
      .join('%ED%A0%80');
  }
}

/** A query string of hostile values for the parameters routes read. */
export const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&'));

/** The route's path with hostile values in its parameters (`:id`, `:code(regex)`, `*`); sometimes left undecodable. */
export function pathFor(url: string, own: OwnRows): fc.Arbitrary<string> {
  const slots = url.match(/:[A-Za-z_]+(\([^)]*\))?|\*/g) ?? [];
  const value = pathValue(own);
  return fc.tuple(fc.array(value, { minLength: slots.length, maxLength: slots.length }), fc.boolean()).map(([values, raw]) => {
    let index = 0;
    return url.replace(/:[A-Za-z_]+(\([^)]*\))?|\*/g, () => {
      const value = values[index++] ?? '';
      // Sent raw now and then: a lone `%` or an unescaped NUL reaches the router as is.
      return raw && value === '%' ? '%' : encode(value);
    });
  });
}
