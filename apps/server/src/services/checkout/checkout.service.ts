import type { Language, PaymentMethodId } from '@soul/contracts';
import type { PgOrderRepository, PgUserRepository, PlaceOrderProblem, StoredCoupon, StoredOrder } from '@soul/db';
import { emptyLines } from '@soul/domain/cart-document/operations';
import type { CouponProblem } from '@soul/domain/cart/index';
import { validateCheckout, type CheckoutField } from '@soul/domain/orders/checkout-validation';
import { buildOrderDraft } from '@soul/domain/orders/order-draft';
import { isCardMethod } from '@soul/domain/orders/status';
import { cardFieldProblems } from './card-fields.ts';
import type { Translate } from '../../i18n.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { newUserToken, tokenHash } from '../accounts/session-tokens.ts';
import type { CartService } from '../cart/cart.service.ts';
import { couponProblemText } from '../cart/cart.service.ts';
import type { ChargeResult, ChargeSource, DeclineCode, PaymentGateway } from '../payments/gateway.ts';
import type { CheckoutSubmission } from './checkout-submission.ts';

export interface CheckoutContext {
  sessionToken: string;
  userId: number;
  /** The visitor's permission_buy (account §6), as the session resolved it. */
  canBuy: boolean;
  language: Language;
  t: Translate;
}

export interface FieldError {
  field: CheckoutField | 'billing_email';
  message: string;
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
      code: string;
      status: number;
      message: string;
      /** Set when the account made with this checkout stays (a declined card): the shopper is signed in to retry. */
      signIn?: { token: string; userId: number; email: string };
    };

export interface CheckoutDependencies {
  carts: CartService;
  orders: PgOrderRepository;
  users: PgUserRepository;
  gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
  /** Payment methods offered: bank transfer and COD always, cards when their gateway is configured. */
  enabledMethods: readonly PaymentMethodId[];
  upsellSeconds: number;
  /** Called after an order's e-mail job is queued, so it goes out without waiting for the next poll. */
  onMailQueued: () => void;
}

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'checkout:errors.cardDeclined',
  insufficient_funds: 'checkout:errors.insufficientFunds',
  invalid_card: 'checkout:errors.invalidCard',
  expired_card: 'checkout:errors.expiredCard',
  processing_error: 'checkout:errors.paymentError',
};

/**
 * Places orders. The cart is priced on the server from the catalogue (the
 * browser's figures are never used), checked, and turned into an order in
 * one transaction (PgOrderRepository.place). A card is charged after that
 * transaction commits: success marks the order paid, a decline fails it and
 * gives back its stock and the shopper's cart.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDependencies) {}

  async placeOrder(ctx: CheckoutContext, submission: CheckoutSubmission): Promise<CheckoutResult> {
    const { t } = ctx;
    if (!ctx.canBuy) return refused('woocommerce_rest_checkout_no_permission', 403, t('checkout:errors.noPermission'));

    if (submission.idempotencyKey) {
      const earlier = await this.deps.orders.findByIdempotencyKey(ctx.sessionToken, submission.idempotencyKey);
      if (earlier) return this.existing(earlier.id);
    }

    const { fields, errors } = validateCheckout(
      { ...submission, checkoutOption: ctx.userId ? 'guest' : submission.checkoutOption },
      this.deps.enabledMethods,
    );
    const fieldErrors: FieldError[] = errors.map((e) => ({ field: e.field, message: t(`checkout:fields.${e.problem}`) }));
    const creatingAccount = !ctx.userId && fields.checkoutOption === 'create_account';
    if (creatingAccount && !fieldErrors.some((e) => e.field === 'billing_email') && (await this.deps.users.emailExists(fields.email))) {
      fieldErrors.unshift({ field: 'billing_email', message: t('checkout:fields.email_registered') });
    }
    if (fieldErrors.length > 0) return { ok: false, kind: 'fields', errors: fieldErrors };
    const method = fields.paymentMethod as PaymentMethodId;

    const address = {
      first_name: fields.firstName, last_name: fields.lastName, company: '', address_1: fields.address1, address_2: '',
      city: fields.city, state: '', postcode: fields.postcode, country: fields.country, phone: fields.phone,
    };
    const cart = await this.deps.carts.priceForCheckout(ctx.sessionToken, ctx.language, { address, rateId: submission.shippingRateId });
    if (!cart || cart.state.resolved.length === 0) return refused('woocommerce_rest_cart_empty', 400, t('checkout:errors.emptyCart'));
    const gone = cart.state.unavailable[0];
    if (gone) return refused('woocommerce_rest_cart_invalid_product', 409, t('checkout:errors.unavailable', { name: `#${gone.productId}` }));
    const dropped = cart.state.priced.removedCoupons[0];
    if (dropped) return refused('woocommerce_rest_cart_coupon_errors', 409, this.couponText(ctx, dropped.code, dropped.problem, cart.coupons));
    const rate = cart.state.selectedRate;
    if (!rate) return refused('woocommerce_rest_checkout_missing_shipping', 400, t('checkout:errors.cartChanged'));

    const draft = buildOrderDraft({
      lines: cart.state.resolved.map((r, i) => ({ line: r.line, product: r.product, parent: r.parent, priced: cart.state.priced.lines[i]!, taxRatePercent: r.pricing.taxRatePercent })),
      priced: cart.state.priced,
      language: ctx.language,
      billing: { ...address, email: fields.email },
      customerNote: submission.customerNote,
      newsletter: submission.newsletter,
      paymentMethod: method,
      shippingRateId: rate.rateId,
      now: new Date(),
    });

    const card = isCardMethod(method);
    const gateway = this.deps.gateways[method];
    const source: ChargeSource | null =
      method === 'stripe' && submission.stripePaymentMethod
        ? { kind: 'payment_method', paymentMethodId: submission.stripePaymentMethod, email: fields.email }
        : submission.card
          ? { kind: 'card', card: submission.card, email: fields.email }
          : null;
    if (card && (!gateway || !source)) return { ok: false, kind: 'fields', errors: [{ field: 'payment_method', message: t('checkout:errors.invalidCard') }] };
    if (source?.kind === 'card') {
      const problems = cardFieldProblems(source.card, new Date());
      if (problems.length > 0) return { ok: false, kind: 'fields', errors: problems.map((p) => ({ field: p.field, message: t(p.key) })) };
    }

    const newSessionToken = creatingAccount ? newUserToken() : null;
    const placed = await this.deps.orders.place({
      draft,
      sessionToken: ctx.sessionToken,
      idempotencyKey: submission.idempotencyKey,
      userId: ctx.userId || null,
      newAccount:
        creatingAccount && newSessionToken
          ? {
              email: fields.email, passwordHash: await hashPassword(fields.password), firstName: fields.firstName,
              lastName: fields.lastName, phone: fields.phone, sessionTokenHash: tokenHash(newSessionToken),
            }
          : null,
      cartVersion: cart.version,
      emptiedCart: { ...emptyLines(cart.document), coupons: [] },
      paymentTitle: t(`checkout:payment.${method}`),
      sendMail: !card,
    });
    if (!placed.ok) return this.problem(ctx, placed.problem);
    if (!card) this.deps.onMailQueued();

    let transactionId: string | null = null;
    if (card && gateway && source) {
      const charge: ChargeResult = await gateway.charge({
        amountCents: draft.total,
        currency: 'EUR',
        description: `Soul Shop order #${placed.orderId}`,
        idempotencyKey: `order-${placed.orderId}`,
        source,
      });
      if (!charge.ok) {
        // The account made with this order stays (as in WooCommerce), and its session carries the cart back.
        const signIn = newSessionToken && placed.userId !== null && creatingAccount ? { token: newSessionToken, userId: placed.userId, email: fields.email } : undefined;
        await this.deps.orders.markFailed(placed.orderId, { code: charge.code, detail: charge.detail }, { sessionToken: signIn?.token ?? ctx.sessionToken, cart: cart.document });
        return { ...refused('woocommerce_rest_checkout_process_payment_error', 402, t(DECLINE_MESSAGES[charge.code])), ...(signIn ? { signIn } : {}) };
      }
      await this.deps.orders.markPaid(placed.orderId, { transactionId: charge.transactionId, card: charge.card, upsellSeconds: this.deps.upsellSeconds });
      transactionId = charge.transactionId;
      this.deps.onMailQueued();
    }
    // Built from what was just written: no need to read the order back.
    const order: PlacedOrder = {
      id: placed.orderId, orderKey: placed.orderKey, status: card ? 'processing' : draft.status, userId: placed.userId,
      language: ctx.language, billing: draft.billing, shipping: draft.shipping, customerNote: draft.customerNote,
      paymentMethod: method, transactionId,
    };
    return { ok: true, order, newSessionToken: placed.userId !== null && creatingAccount ? newSessionToken : null, accountCreated: creatingAccount };
  }

  private async existing(orderId: number): Promise<CheckoutResult> {
    const order = await this.deps.orders.find(orderId);
    if (!order) throw new Error(`Order ${orderId} vanished`);
    return { ok: true, order: { ...order, transactionId: order.payment?.transactionId ?? null }, newSessionToken: null, accountCreated: false };
  }

  private problem(ctx: CheckoutContext, problem: PlaceOrderProblem): CheckoutResult {
    const { t } = ctx;
    switch (problem.kind) {
      case 'stock':
        return refused(
          'woocommerce_rest_product_out_of_stock',
          409,
          problem.available > 0
            ? t('checkout:errors.notEnoughStock', { name: problem.name, count: problem.available })
            : t('checkout:errors.outOfStock', { name: problem.name }),
        );
      case 'coupon_usage':
        return refused('woocommerce_rest_cart_coupon_errors', 409, t('checkout:errors.couponInvalid', { code: problem.code, reason: t('cart.couponUsageLimit') }));
      case 'cart_changed':
        return refused('woocommerce_rest_cart_changed', 409, t('checkout:errors.cartChanged'));
      case 'email_registered':
        return { ok: false, kind: 'fields', errors: [{ field: 'billing_email', message: t('checkout:fields.email_registered') }] };
    }
  }

  private couponText(ctx: CheckoutContext, code: string, problem: CouponProblem, coupons: Map<string, StoredCoupon>): string {
    return ctx.t('checkout:errors.couponInvalid', { code, reason: couponProblemText(problem, code, ctx, coupons.get(code)) });
  }
}

function refused(code: string, status: number, message: string): CheckoutResult {
  return { ok: false, kind: 'refused', code, status, message };
}
