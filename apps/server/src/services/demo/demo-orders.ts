import { randomBytes } from 'node:crypto';
import type { Language, PaymentMethodId } from '@soul/contracts';
import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import type { CartService } from '../cart/cart.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import { addItem } from '../cart/cart-actions.ts';
import type { CheckoutSubmission } from '../checkout/checkout-submission.ts';
import { translator } from '../../i18n.ts';

/** One order a demo account has "already placed" when the demo shop first starts. */
export interface DemoOrder {
  email: string;
  language: Language;
  /** [product id, quantity] of the demo catalogue (packages/db seed), and a subscription's interval in months when bought as one. */
  items: readonly (readonly [number, number] | readonly [number, number, { subscribeEvery: number }])[];
  /** A subscription bought with this order renews this many days after the demo starts (the customer moved the date). */
  firstRenewalInDays?: number;
  payment: Extract<PaymentMethodId, 'bacs' | 'cod' | 'soul_test_card'>;
  address: { firstName: string; lastName: string; address1: string; city: string; postcode: string };
}

const VILNIUS = { address1: 'Gedimino pr. 9', city: 'Vilnius', postcode: '01103' };
const KAUNAS = { address1: 'Laisvės al. 53', city: 'Kaunas', postcode: '44309' };

/**
 * The demo accounts' orders (README "Demo accounts"): the customer has two,
 * the company "Sveikata UAB" three (the director's and its buyer's), paid by
 * every kind of payment, so the account area's orders, payments and invoices
 * have something to show. Products with plenty of stock that the browser
 * tests do not count are used.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    email: DEMO_ACCOUNTS.customer,
    language: 'lt',
    items: [
      [142, 2],
      [145, 1],
    ],
    payment: 'cod',
    address: { firstName: 'Ona', lastName: 'Pirkėja', ...KAUNAS },
  },
  {
    email: DEMO_ACCOUNTS.customer,
    language: 'en',
    items: [[122, 1]],
    payment: 'soul_test_card',
    address: { firstName: 'Ona', lastName: 'Pirkėja', ...KAUNAS },
  },
  {
    email: DEMO_ACCOUNTS.director,
    language: 'lt',
    items: [
      [142, 3],
      [112, 2],
    ],
    payment: 'bacs',
    address: { firstName: 'Darius', lastName: 'Vadovas', ...VILNIUS },
  },
  {
    email: DEMO_ACCOUNTS.director,
    language: 'en',
    items: [[145, 2]],
    payment: 'soul_test_card',
    address: { firstName: 'Darius', lastName: 'Vadovas', ...VILNIUS },
  },
  {
    email: DEMO_ACCOUNTS.buyer,
    language: 'lt',
    items: [
      [112, 1],
      [122, 2],
    ],
    payment: 'cod',
    address: { firstName: 'Bronė', lastName: 'Pirkimai', ...VILNIUS },
  },
  // Subscriptions (issue 16): the customer's renews within the demo's first week, the director's in two months.
  {
    email: DEMO_ACCOUNTS.customer,
    language: 'lt',
    items: [[DEMO.products.subscriptionBrand, 1, { subscribeEvery: 1 }]],
    payment: 'soul_test_card',
    address: { firstName: 'Ona', lastName: 'Pirkėja', ...KAUNAS },
    firstRenewalInDays: 5,
  },
  {
    email: DEMO_ACCOUNTS.director,
    language: 'en',
    items: [[DEMO.products.subscriptionTiersVariations['200g'], 1, { subscribeEvery: 2 }]],
    payment: 'soul_test_card',
    address: { firstName: 'Darius', lastName: 'Vadovas', ...VILNIUS },
  },
];

/** The test card gateway's always-approved Visa (services/payments/test-card-gateway.ts). */
const APPROVED_CARD = '4242424242424242';

/**
 * Places the demo orders through the real cart and checkout, as each account
 * would in the shop (its own cart session, priced from the catalogue, stock
 * taken, card charged, confirmation mails queued), so they are exactly what
 * real orders look like. Run once, on the start that loaded the demo catalogue.
 */
export async function placeDemoOrders(
  deps: {
    carts: CartService;
    checkout: CheckoutService;
    accountIdOf: (email: string) => Promise<number | null>;
    siteUrl: string;
    /** Moves the first renewal of the subscription this order started to `days` from now, as its customer would. */
    moveFirstRenewal: (userId: number, orderId: number, days: number) => Promise<void>;
  },
  orders: readonly DemoOrder[] = DEMO_ORDERS,
): Promise<number[]> {
  const placed: number[] = [];
  for (const order of orders) {
    const accountId = await deps.accountIdOf(order.email);
    if (accountId === null) throw new Error(`demo order: no account ${order.email}`);
    const t = translator(order.language);
    const sessionToken = `demo_${randomBytes(18).toString('base64url')}`;
    const cart = { sessionToken, language: order.language, siteUrl: deps.siteUrl, t };
    for (const [id, quantity, plan] of order.items) {
      const data = plan ? { subscription: { interval: plan.subscribeEvery, period: 'month' as const } } : {};
      const outcome = await addItem(deps.carts, cart, { id, quantity, data });
      if (!outcome.ok) throw new Error(`demo order: product ${id} could not be added for ${order.email}`);
    }
    const result = await deps.checkout.placeOrder(
      { sessionToken, userId: accountId, canBuy: true, language: order.language, t },
      demoSubmission(order),
    );
    if (!result.ok)
      throw new Error(
        `demo order for ${order.email} was refused: ${result.kind === 'fields' ? result.errors.map((e) => e.message.$message).join('; ') : result.problem.name}`,
      );
    placed.push(result.order.id);
    if (order.firstRenewalInDays !== undefined) await deps.moveFirstRenewal(accountId, result.order.id, order.firstRenewalInDays);
  }
  return placed;
}

function demoSubmission(order: DemoOrder): CheckoutSubmission {
  const card =
    order.payment === 'soul_test_card' ? { number: APPROVED_CARD, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } : null;
  return {
    email: order.email,
    firstName: order.address.firstName,
    lastName: order.address.lastName,
    phone: '+370 600 12345',
    address1: order.address.address1,
    city: order.address.city,
    postcode: order.address.postcode,
    country: 'LT',
    checkoutOption: 'guest',
    password: '',
    paymentMethod: order.payment,
    shippingRateId: null,
    newsletter: false,
    customerNote: '',
    card,
    stripePaymentMethod: null,
    idempotencyKey: null,
    shippingMissing: [],
  };
}
