import { REFERRAL_COUPON_CODE } from '@soul/domain/referrals/referral';
import type { ReferralService } from '../referrals/referral.service.ts';
import type { UserRepository } from '@soul/domain/accounts/user-port';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { PlaceOrderProblem } from '@soul/domain/orders/order-placement';
import { message, problem, type Language, type MessageRef, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { CartDocument } from '@soul/domain/cart-document/document';
import { emptyLines } from '@soul/domain/cart-document/operations';
import {
  validateCheckout,
  type CheckoutField,
  type CheckoutProblem,
  type RequiredAddressKey,
} from '@soul/domain/orders/checkout-validation';
import { buildOrderDraft } from '@soul/domain/orders/order-draft';
import { isCardMethod } from '@soul/domain/orders/status';
import { cardFieldProblems } from './card-fields.ts';
import type { Translate } from '../../i18n.ts';
import type { Clock } from '../clock.ts';
import type { VendorStatus } from '@soul/domain/vendors/vendor';
import { hashPassword } from '../accounts/passwords.ts';
import { newUserToken, tokenHash } from '../accounts/session-tokens.ts';
import type { CartService } from '../cart/cart.service.ts';
import { couponReason } from '../cart/cart-problems.ts';
import type { CardCharges } from '../payments/card-charges.ts';
import type { ChargeSource, DeclineCode, PaymentGateway } from '../payments/gateway.ts';
import type { CheckoutSubmission } from './checkout-submission.ts';

/** The checkout's newsletter box (checkout page). */
const NEWSLETTER_CONSENT_KEY = 'checkout:page.newsletter';

export interface CheckoutContext {
  sessionToken: string;
  userId: number;
  /** The visitor's permission_buy (account §6), as the session resolved it. */
  canBuy: boolean;
  language: Language;
  t: Translate;
  /** The affiliate cookie's code, when the visitor has one (the referral discount's referrer). */
  affiliateCode?: string | null;
  /** An approved vendor's customer group: the order is priced at its terms (issue 20). */
  priceGroupId?: number | null;
  /** A vendor's status: an unapproved vendor is refused with their own reason, not the staff's. */
  vendorStatus?: VendorStatus | null;
}

export interface FieldError {
  field: CheckoutField | 'billing_email' | `shipping_${RequiredAddressKey}`;
  /** Said under the field, in the reader's language (translated where it is shown). */
  message: MessageRef;
  /** The form rule it broke, when it is one (the Store API answers a blank address field or e-mail with WooCommerce's own codes). */
  problem?: CheckoutProblem;
}

/** What the checkout answers with: the placed order as the Store API shows it (no lines needed). */
export type PlacedOrder = Pick<
  StoredOrder,
  'id' | 'orderKey' | 'status' | 'userId' | 'language' | 'billing' | 'shipping' | 'customerNote' | 'paymentMethod'
> & { transactionId: string | null };

export type CheckoutResult =
  | { ok: true; order: PlacedOrder; newSessionToken: string | null; accountCreated: boolean }
  | { ok: false; kind: 'fields'; errors: FieldError[] }
  | {
      ok: false;
      kind: 'refused';
      problem: Problem;
      /** Set when the account made with this checkout stays (a declined card): the shopper is signed in to retry. */
      signIn?: { token: string; userId: number; email: string };
    };

export interface CheckoutDependencies {
  carts: CartService;
  orders: OrderRepository;
  users: UserRepository;
  gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
  /** Asks for card charges and records their answers (shared with the pay-for-order page and reconciliation). */
  charges: CardCharges;
  /** Payment methods offered: bank transfer and COD always, cards when their gateway is configured. */
  enabledMethods: readonly PaymentMethodId[];
  /** Queues an order's e-mails (a card order whose charge is still unanswered gets its confirmation with the pay link). */
  queueOrderMail: (orderId: number) => Promise<void>;
  /** The time orders are placed at (subscription renewals, card expiry). */
  clock: Clock;
  /** Referral checks and records (the friend's 20 % on a first order); absent in tests that do not need it. */
  referrals?: Pick<ReferralService, 'checkFirstOrder' | 'recordOrder'>;
}

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'checkout:errors.cardDeclined',
  insufficient_funds: 'checkout:errors.insufficientFunds',
  invalid_card: 'checkout:errors.invalidCard',
  expired_card: 'checkout:errors.expiredCard',
  processing_error: 'checkout:errors.paymentError',
};

/**
 * Places orders. The cart is priced on the server from the catalogue (the
 * browser's figures are never used), checked, and turned into an order in
 * one transaction (OrderRepository.place). A card is charged after that
 * transaction commits, with the key `order-<id>`: success marks the order
 * paid, a decline fails it and gives back its stock and the shopper's cart.
 * A submit repeated with the same idempotency key finds that order; if its
 * charge was never answered (the process died, the gateway did not say),
 * the retry resumes it with the same key and the card it brings — a charge
 * that did happen is found, not made twice.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDependencies) {}

  async placeOrder(ctx: CheckoutContext, submission: CheckoutSubmission): Promise<CheckoutResult> {
    const { t } = ctx;
    if (!ctx.canBuy)
      return refused(problem(ctx.vendorStatus && ctx.vendorStatus !== 'approved' ? 'vendorCannotBuy' : 'checkoutNoPermission'));

    if (submission.idempotencyKey) {
      const earlier = await this.deps.orders.findByIdempotencyKey(ctx.sessionToken, submission.idempotencyKey);
      if (earlier) return this.resume(ctx, submission, earlier.id);
    }

    const { fields, errors } = validateCheckout(
      { ...submission, checkoutOption: ctx.userId ? 'guest' : submission.checkoutOption },
      this.deps.enabledMethods,
    );
    const fieldErrors: FieldError[] = errors.map((e) => ({
      field: e.field,
      problem: e.problem,
      message: message(`checkout:fields.${e.problem}`),
    }));
    for (const key of submission.shippingMissing)
      fieldErrors.push({ field: `shipping_${key}`, problem: 'required', message: message('checkout:fields.required') });
    const creatingAccount = !ctx.userId && fields.checkoutOption === 'create_account';
    if (creatingAccount && !fieldErrors.some((e) => e.field === 'billing_email') && (await this.deps.users.emailExists(fields.email))) {
      fieldErrors.unshift({ field: 'billing_email', message: message('checkout:fields.email_registered') });
    }
    if (fieldErrors.length > 0) return { ok: false, kind: 'fields', errors: fieldErrors };
    const method = fields.paymentMethod as PaymentMethodId;

    const address = {
      first_name: fields.firstName,
      last_name: fields.lastName,
      company: '',
      address_1: fields.address1,
      address_2: '',
      city: fields.city,
      state: '',
      postcode: fields.postcode,
      country: fields.country,
      phone: fields.phone,
    };
    const cart = await this.deps.carts.priceForCheckout(
      ctx.sessionToken,
      ctx.language,
      { address, rateId: submission.shippingRateId },
      ctx.priceGroupId ?? null,
    );
    if (!cart || cart.state.resolved.length === 0) return refused(problem('checkoutCartEmpty'));
    const gone = cart.state.unavailable[0];
    if (gone) return refused(problem('checkoutProductUnavailable', { name: `#${gone.productId}` }));
    const dropped = cart.state.priced.removedCoupons[0];
    if (dropped)
      return refused(
        problem('checkoutCouponInvalid', {
          code: dropped.code,
          reason: couponReason(dropped.problem, dropped.code, cart.coupons.get(dropped.code)),
        }),
      );
    // A promo line whose countdown ran out is repriced without it: the shopper sees the new total before paying.
    if (cart.state.expiredPromos.length > 0) return refused(problem('checkoutPromoExpired'));
    const rate = cart.state.selectedRate;
    // A cart of downloads ships nothing: no delivery method is asked for or charged, and there is no parcel to pay for on delivery.
    if (!rate && cart.state.needsShipping) return refused(problem('checkoutMissingShipping'));
    if (!cart.state.needsShipping && method === 'cod')
      return { ok: false, kind: 'fields', errors: [{ field: 'payment_method', message: message('checkout:fields.cod_needs_parcel') }] };
    let referrerId: number | null = null;
    if (cart.document.coupons.includes(REFERRAL_COUPON_CODE) && this.deps.referrals) {
      const referral = await this.deps.referrals.checkFirstOrder({
        affiliateCode: ctx.affiliateCode ?? null,
        userId: ctx.userId,
        email: fields.email,
      });
      if (!referral.ok) return refused(referral.problem);
      referrerId = referral.value.referrerId;
    }

    const draft = buildOrderDraft({
      lines: cart.state.resolved.map((r, i) => {
        // Pricing keeps the resolved lines' order: line i is priced at i.
        const priced = cart.state.priced.lines[i];
        if (!priced) throw new Error(`cart line ${r.line.key} has no price`);
        return { line: r.line, product: r.product, parent: r.parent, priced, taxRatePercent: r.pricing.taxRatePercent };
      }),
      priced: cart.state.priced,
      language: ctx.language,
      billing: { ...address, email: fields.email },
      customerNote: submission.customerNote,
      newsletter: submission.newsletter,
      paymentMethod: method,
      shippingRateId: rate?.rateId ?? '',
      now: this.deps.clock.now(),
    });

    const card = isCardMethod(method);
    const gateway = this.deps.gateways[method];
    const source = chargeSourceOf(method, submission, fields.email);
    if (card && (!gateway || !source))
      return { ok: false, kind: 'fields', errors: [{ field: 'payment_method', message: message('checkout:errors.invalidCard') }] };
    const cardErrors = source ? cardErrorsOf(source, this.deps.clock.now()) : null;
    if (cardErrors) return cardErrors;

    const newSessionToken = creatingAccount ? newUserToken() : null;
    const placed = await this.deps.orders.place({
      draft,
      sessionToken: ctx.sessionToken,
      idempotencyKey: submission.idempotencyKey,
      userId: ctx.userId || null,
      newAccount:
        creatingAccount && newSessionToken
          ? {
              email: fields.email,
              passwordHash: await hashPassword(fields.password),
              firstName: fields.firstName,
              lastName: fields.lastName,
              phone: fields.phone,
              sessionTokenHash: tokenHash(newSessionToken),
            }
          : null,
      cartVersion: cart.version,
      emptiedCart: emptiedCart(cart.document),
      paymentTitle: t(`checkout:payment.${method}`),
      sendMail: !card,
      cardCharge: card ? { restoreCart: cart.document } : null,
      // The box's text in the customer's language is their consent record (storefront §4 checkout marketing).
      newsletterConsent: submission.newsletter ? { key: NEWSLETTER_CONSENT_KEY, text: t(NEWSLETTER_CONSENT_KEY) } : undefined,
      at: this.deps.clock.now(),
    });
    if (!placed.ok) return this.placementProblem(placed.problem);
    // The same submit, racing itself, placed it a moment ago: carry on as its retry.
    if (!placed.placedNow) return this.resume(ctx, submission, placed.orderId);
    if (referrerId !== null && this.deps.referrals)
      await this.deps.referrals.recordOrder({
        referrerId,
        friendEmail: fields.email,
        orderId: placed.orderId,
        purchaseCents: cart.state.priced.totals.totalPrice,
      });
    const newSession = placed.userId !== null && creatingAccount ? newSessionToken : null;
    // Built from what was just written: no need to read the order back.
    const order: PlacedOrder = {
      id: placed.orderId,
      orderKey: placed.orderKey,
      status: draft.status,
      userId: placed.userId,
      language: ctx.language,
      billing: draft.billing,
      shipping: draft.shipping,
      customerNote: draft.customerNote,
      paymentMethod: method,
      transactionId: null,
    };
    if (!card || !placed.attempt || !source) return { ok: true, order, newSessionToken: newSession, accountCreated: creatingAccount };

    // The account made with this order stays after a decline (as in WooCommerce), and its session carries the cart back.
    const signIn = newSession && placed.userId !== null ? { token: newSession, userId: placed.userId, email: fields.email } : undefined;
    const outcome = await this.deps.charges.charge(
      {
        ...placed.attempt,
        orderId: placed.orderId,
        gateway: method,
        amount: draft.total,
        sessionToken: ctx.sessionToken,
        restoreCart: cart.document,
        createdAt: this.deps.clock.now(),
      },
      source,
      { restore: { sessionToken: signIn?.token ?? ctx.sessionToken, cart: cart.document }, notify: false },
    );
    if (outcome.kind === 'declined') {
      return { ...refused(declined(outcome.code)), ...(signIn ? { signIn } : {}) };
    }
    if (outcome.kind === 'paid') {
      return {
        ok: true,
        order: { ...order, status: 'processing', transactionId: outcome.transactionId },
        newSessionToken: newSession,
        accountCreated: creatingAccount,
      };
    }
    // No answer from the gateway: the order stays pending (reconciliation finishes it); its confirmation says where to pay if it fails.
    await this.queueConfirmation(placed.orderId);
    return { ok: true, order, newSessionToken: newSession, accountCreated: creatingAccount };
  }

  /**
   * A submit repeated with the key of an order already placed: that order is
   * the answer. If its card charge is still unanswered, the retry resumes it
   * — with the card it brings, under the first attempt's key, so the gateway
   * finds a charge that was made — and its answer is recorded as a first
   * time's would be. Without a card it only asks the gateway what happened.
   */
  private async resume(ctx: CheckoutContext, submission: CheckoutSubmission, orderId: number): Promise<CheckoutResult> {
    const order = await this.deps.orders.find(orderId);
    const attempt = order?.status === 'pending' ? await this.deps.orders.openAttempt(orderId) : null;
    if (order && attempt) {
      const source = chargeSourceOf(attempt.gateway, submission, order.billing.email);
      const cardErrors = source ? cardErrorsOf(source, this.deps.clock.now()) : null;
      if (cardErrors) return cardErrors;
      const onDecline = {
        restore: attempt.restoreCart ? { sessionToken: ctx.sessionToken, cart: attempt.restoreCart } : null,
        notify: false,
      };
      const outcome = source
        ? await this.deps.charges.charge(attempt, source, onDecline)
        : await this.deps.charges.settle(attempt, onDecline, false);
      if (outcome.kind === 'declined') return refused(declined(outcome.code));
    }
    return this.existing(orderId);
  }

  /** The confirmation of an order whose card charge is not answered yet: it links to the pay-for-order page. */
  private async queueConfirmation(orderId: number): Promise<void> {
    await this.deps.queueOrderMail(orderId);
  }

  private async existing(orderId: number): Promise<CheckoutResult> {
    const order = await this.deps.orders.find(orderId);
    if (!order) throw new Error(`Order ${orderId} vanished`);
    return {
      ok: true,
      order: { ...order, transactionId: order.payment?.transactionId ?? null },
      newSessionToken: null,
      accountCreated: false,
    };
  }

  private placementProblem(refusal: PlaceOrderProblem): CheckoutResult {
    switch (refusal.kind) {
      case 'stock':
        if (refusal.held) return refused(problem('checkoutStockHeld', { name: refusal.name, count: refusal.available }));
        return refused(
          refusal.available > 0
            ? problem('checkoutNotEnoughStock', { name: refusal.name, count: refusal.available })
            : problem('checkoutOutOfStock', { name: refusal.name }),
        );
      case 'coupon_usage':
        return refused(problem('checkoutCouponInvalid', { code: refusal.code, reason: message('cart.couponUsageLimit') }));
      case 'cart_changed':
        return refused(problem('checkoutCartChanged'));
      case 'points_balance':
        return refused(problem('checkoutPointsChanged'));
      case 'email_registered':
        return { ok: false, kind: 'fields', errors: [{ field: 'billing_email', message: message('checkout:fields.email_registered') }] };
    }
  }
}

/** What a card payment is charged from: a Stripe PaymentMethod id (the `stripe` method) or the card's details. */
function chargeSourceOf(method: string, submission: CheckoutSubmission, email: string): ChargeSource | null {
  if (method === 'stripe')
    return submission.stripePaymentMethod ? { kind: 'payment_method', paymentMethodId: submission.stripePaymentMethod, email } : null;
  return submission.card ? { kind: 'card', card: submission.card, email } : null;
}

/** Card typos (checksum, expiry, security code) as form errors, before anything is charged. */
function cardErrorsOf(source: ChargeSource, now: Date): CheckoutResult | null {
  if (source.kind !== 'card') return null;
  const problems = cardFieldProblems(source.card, now);
  return problems.length > 0
    ? { ok: false, kind: 'fields', errors: problems.map((p) => ({ field: p.field, message: message(p.key) })) }
    : null;
}

/** The cart once its order is placed: no lines, no coupons, and the checkout draft used up. */
function emptiedCart(document: CartDocument): CartDocument {
  const { checkout: _placed, ...rest } = emptyLines(document);
  return { ...rest, coupons: [] };
}

function refused(found: Problem): CheckoutResult {
  return { ok: false, kind: 'refused', problem: found };
}

/** A card the gateway declined, saying why as the shopper should read it. */
export function declined(code: DeclineCode): Problem {
  return problem('paymentDeclined', undefined, { message: DECLINE_MESSAGES[code] });
}
