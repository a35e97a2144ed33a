import { VISITOR_COOKIES } from '@soul/contracts';
import { randomUUID } from 'node:crypto';
import { LANDING_PROMO_COOKIE, UPSELL_CATEGORY_ID, type Language, type OrderStatus } from '@soul/contracts';
import { needsPayment } from '@soul/domain/orders/status';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { Island, renderedIsland } from '../../pages/components/island.tsx';
import { chosenPlanOption, lineKindOf } from '@soul/domain/cart-document/line-rules';
import { isCuronianSpitPostcode } from '@soul/domain/cart/postcode';
import { orderLineName } from '@soul/domain/orders/order-draft';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CheckoutPage, type CheckoutSummary } from '../../pages/checkout.page.tsx';
import { OrderReceivedPage } from '../../pages/order-received.page.tsx';
import { ensureSession, setUserSession } from '../../plugins/session.ts';
import { priceGroupOf } from '../../services/accounts/visitor.ts';
import { links } from '../../links.ts';
import { problemAnswer } from '../../http/problem-error.ts';
import { sendHtml } from '../../http/send-html.ts';
import type { AppServices } from '../../services/app-services.ts';
import { submissionFromForm } from '../../services/checkout/checkout-submission.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';
import { renderNotFoundPage } from '../../pages/problem-pages.ts';
import { pageContext, renderFrame, type PageContext } from '../../pages/page-frame.tsx';
import { textOf } from '../../i18n.ts';
import { isPointsCoupon, pointsToSpend } from '@soul/domain/points/points-discount';

const CHECKOUT_CHUNK = 'src/widgets/checkout/island.tsx';
const UPSELL_CHUNK = 'src/widgets/upsell/island.tsx';
const POINTS_CHUNK = 'src/widgets/points/island.tsx';

/** Form fields kept when the page is shown again after an error (never the password or card). */
const KEPT_FIELDS = [
  'billing_email',
  'billing_first_name',
  'billing_last_name',
  'billing_phone',
  'billing_address_1',
  'billing_city',
  'billing_postcode',
  'billing_country',
  'newsletter',
  'checkout_option',
  'order_comments',
  'payment_method',
  'shipping_method',
] as const;

/**
 * The checkout page (GET shows the form, POST places the order and
 * redirects to the order-received page, or shows the form again with its
 * errors) and the order-received page, in both languages.
 */
export function registerCheckoutPages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const) {
    const checkoutPath = links.checkout(language);
    app.get(checkoutPath, async (request, reply) => {
      ensureSession(request, reply);
      const values = await prefill(request, services);
      return sendHtml(reply, 200, await renderCheckout(pageContext(request, services, language), { values, errors: {}, notice: null }));
    });

    app.post(checkoutPath, async (request, reply) => {
      const sessionToken = ensureSession(request, reply);
      const ctx = pageContext(request, services, language);
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const values = Object.fromEntries(
        KEPT_FIELDS.map((name) => [name, typeof form[name] === 'string' ? (form[name] as string).slice(0, 500) : '']),
      );
      const nonce = typeof form._wpnonce === 'string' ? form._wpnonce : '';
      const subject = { userId: request.visitor.userId, sessionToken };
      if (!services.nonces.verify(nonce, NONCE_ACTIONS.checkout, subject)) {
        return sendHtml(reply, 403, await renderCheckout(ctx, { values, errors: {}, notice: ctx.t('checkout:errors.invalidForm') }));
      }
      const visitor = request.visitor;
      const result = await services.checkout.placeOrder(
        {
          sessionToken,
          userId: visitor.userId,
          canBuy: visitor.permissions.permission_buy,
          priceGroupId: priceGroupOf(visitor),
          vendorStatus: visitor.vendor?.status ?? null,
          language,
          t: ctx.t,
          // The referral discount in the cart needs its referrer at checkout, as through the Store API.
          affiliateCode: request.cookies[VISITOR_COOKIES.affiliate.name] ?? null,
        },
        submissionFromForm(form),
      );
      if (result.ok) {
        if (result.newSessionToken && result.order.userId) {
          setUserSession(request, reply, result.newSessionToken, {
            id: result.order.userId,
            role: 'customer',
            email: result.order.billing.email,
          });
        }
        const received = links.orderReceived(language, result.order.id, result.order.orderKey);
        return reply.redirect(result.accountCreated ? `${received}&account=created` : received, 303);
      }
      if (result.kind === 'fields') {
        const errors = Object.fromEntries(result.errors.map((e) => [e.field, textOf(e.message, language)]));
        return sendHtml(reply, 422, await renderCheckout(ctx, { values, errors, notice: null }));
      }
      if (result.signIn)
        setUserSession(request, reply, result.signIn.token, { id: result.signIn.userId, role: 'customer', email: result.signIn.email });
      const refusal = problemAnswer(result.problem, language);
      return sendHtml(reply, refusal.status, await renderCheckout(ctx, { values, errors: {}, notice: refusal.body.message }));
    });

    app.get<{ Params: { id: string }; Querystring: { key?: string; account?: string } }>(
      `${checkoutPath}/order-received/:id`,
      async (request, reply) => {
        ensureSession(request, reply);
        const order = await services.accountOrders.receipt(request.visitor, request.params.id, request.query.key);
        if (!order) return sendHtml(reply, 404, await renderNotFoundPage(request, services, language));
        const ctx = pageContext(request, services, language);
        const paths = { en: links.orderReceived('en', order.id, order.orderKey), lt: links.orderReceived('lt', order.id, order.orderKey) };
        const upsell = upsellProps(order, services, language);
        const html = await renderFrame(
          ctx,
          { title: ctx.t('checkout:received.title'), description: ctx.t('checkout:received.thanks'), paths },
          upsell ? [{ name: 'upsell-products', chunk: UPSELL_CHUNK }] : [],
          <OrderReceivedPage
            language={language}
            t={ctx.t}
            order={order}
            accountCreated={request.query.account === 'created'}
            payUrl={needsPayment(order.status as OrderStatus, order.total) ? links.orderPay(language, order.id, order.orderKey) : null}
          >
            {upsell ? <Island widget="upsell-products" rendered={renderedIsland('', upsell)} /> : null}
          </OrderReceivedPage>,
        );
        return sendHtml(reply, 200, html);
      },
    );
  }
}

/**
 * The one-click upsell's parameters (storefront §2) for an order paid by a
 * saved card; null when it has no offer. The deadline is the one stored
 * with the order, so a reload shows the same countdown.
 */
function upsellProps(order: StoredOrder, services: AppServices, language: Language) {
  if (!order.upsellExpiresAt || !order.payment?.customerRef || order.payment.status !== 'successful') return null;
  return {
    stripe_customer_id: order.payment.customerRef,
    order_id: order.id,
    discount_rate: services.upsell.discountPercent,
    user_id: order.userId ?? 0,
    countdown_timer: services.config.upsellSeconds,
    expiration_date: order.upsellExpiresAt.toISOString(),
    category_id: UPSELL_CATEGORY_ID[language],
    // A guest has no account to see it in: their order-received page shows the order with what they added.
    order_url: order.userId ? links.accountOrder(language, order.id) : links.orderReceived(language, order.id, order.orderKey),
  };
}

async function prefill(request: FastifyRequest, services: AppServices): Promise<Record<string, string>> {
  if (!request.visitor.userId) return { billing_country: 'LT' };
  const user = await services.accounts.user(request.visitor.userId);
  const a = user?.billingAddress;
  return {
    billing_email: a?.email || user?.email || '',
    billing_first_name: a?.first_name || user?.firstName || '',
    billing_last_name: a?.last_name || user?.lastName || '',
    billing_phone: a?.phone || user?.phone || '',
    billing_address_1: a?.address_1 ?? '',
    billing_city: a?.city ?? '',
    billing_postcode: a?.postcode ?? '',
    billing_country: a?.country || 'LT',
  };
}

async function renderCheckout(
  ctx: PageContext,
  state: { values: Record<string, string>; errors: Record<string, string>; notice: string | null },
): Promise<string> {
  const { request, services, language } = ctx;
  const sessionToken = request.visitor.sessionToken ?? '';
  const summary = await checkoutSummary(ctx, state.values);
  const postcode = state.values.billing_postcode ?? '';
  const country = (state.values.billing_country || 'LT').toUpperCase();
  const parcelLockerHidden = country === 'LT' && postcode !== '' && isCuronianSpitPostcode(postcode);
  const selectedRateId = parcelLockerHidden
    ? (summary?.rates.find((r) => r.methodId === 'courier')?.rateId ?? '')
    : state.values.shipping_method || summary?.rates[0]?.rateId || '';
  const minimal = Boolean(request.cookies[LANDING_PROMO_COOKIE]);
  const paths: Record<Language, string> = { en: links.checkout('en'), lt: links.checkout('lt') };
  return renderFrame(
    ctx,
    { title: ctx.t('checkout:page.title'), description: ctx.t('checkout:page.description'), paths },
    summary ? [{ name: 'checkout', chunk: CHECKOUT_CHUNK }, ...(summary.points ? [{ name: 'points-use', chunk: POINTS_CHUNK }] : [])] : [],
    <CheckoutPage
      language={language}
      t={ctx.t}
      formAction={links.checkout(language)}
      nonce={services.nonces.create(NONCE_ACTIONS.checkout, { userId: request.visitor.userId, sessionToken })}
      checkoutKey={randomUUID()}
      values={state.values}
      errors={state.errors}
      notice={state.notice}
      summary={summary}
      selectedRateId={selectedRateId}
      parcelLockerHidden={parcelLockerHidden}
      paymentMethods={summary?.nothingToShip ? services.paymentMethods.filter((method) => method !== 'cod') : services.paymentMethods}
      loggedInEmail={request.visitor.email}
      login={
        request.visitor.userId
          ? null
          : {
              action: `${links.myAccount(language)}/login`,
              nonce: services.nonces.create(NONCE_ACTIONS.account, { userId: request.visitor.userId, sessionToken }),
              returnTo: links.checkout(language),
            }
      }
      canBuy={request.visitor.permissions.permission_buy}
      vendorNotApproved={Boolean(request.visitor.vendor && request.visitor.vendor.status !== 'approved')}
      minimal={minimal}
    />,
    { minimal },
  );
}

/**
 * The order summary, priced on the server for each delivery choice so the
 * page can switch totals without computing a price itself.
 */
async function checkoutSummary(ctx: PageContext, values: Record<string, string>): Promise<CheckoutSummary | null> {
  const { services, language, request } = ctx;
  const sessionToken = request.visitor.sessionToken;
  if (!sessionToken) return null;
  const address = {
    first_name: '',
    last_name: '',
    company: '',
    address_1: '',
    address_2: '',
    city: '',
    state: '',
    postcode: '',
    country: (values.billing_country || 'LT').toUpperCase(),
    phone: '',
  };
  const quote = await services.carts.checkoutQuote(sessionToken, language, address, priceGroupOf(request.visitor));
  const state = quote?.priceWith(null);
  if (!quote || !state || state.resolved.length === 0) return null;
  const pointsCoupon = state.priced.coupons.find((c) => isPointsCoupon(c.code));
  const pointsAmount = pointsCoupon ? pointsCoupon.totalDiscount + pointsCoupon.totalDiscountTax : 0;
  const rates = state.shippingRates.map((rate) => {
    const totals = (rate.rateId === state.selectedRate?.rateId ? state : quote.priceWith(rate.rateId)).priced.totals;
    return { rateId: rate.rateId, methodId: rate.methodId, price: rate.price, total: totals.totalPrice, totalTax: totals.totalTax };
  });
  return {
    lines: state.resolved.map((r, i) => {
      const priced = state.priced.lines[i];
      const kind = lineKindOf(r.product, r.parent, r.line.data, r.line.bundledBy !== null);
      const option = kind === 'subscription' ? chosenPlanOption(r.product, r.parent, r.line.data) : null;
      return {
        key: r.line.key,
        name: orderLineName(r.product, r.parent),
        quantity: r.line.quantity,
        // Before coupons and points: the lines add up to the subtotal, the discounts follow as their own lines.
        total: priced?.subtotalGross ?? 0,
        detail: option ? ctx.t('checkout:page.subscriptionEvery', { count: option.interval }) : null,
        child: r.line.bundledBy !== null,
      };
    }),
    subtotal: state.priced.lines.reduce((sum, l) => sum + l.subtotalGross, 0),
    discount: state.priced.totals.totalDiscount + state.priced.totals.totalDiscountTax - pointsAmount,
    rates,
    nothingToShip: state.needsShipping ? null : { total: state.priced.totals.totalPrice, totalTax: state.priced.totals.totalTax },
    points: await pointsChoice(ctx, state.priced, pointsAmount),
  };
}

/**
 * The "Use my points" control's figures for a signed-in customer with points
 * (or points already on this cart); null otherwise, and the page shows no control.
 */
async function pointsChoice(
  ctx: PageContext,
  priced: { pointsSpent: number; lines: readonly { totalGross: number }[] },
  spentAmount: number,
): Promise<CheckoutSummary['points']> {
  const userId = ctx.request.visitor.userId;
  if (userId <= 0) return null;
  const { available } = await ctx.services.points.balance(userId);
  if (available <= 0 && priced.pointsSpent <= 0) return null;
  const goodsBeforePoints = priced.lines.reduce((sum, line) => sum + line.totalGross, 0) + spentAmount;
  return { available, max: pointsToSpend(available, goodsBeforePoints), spent: priced.pointsSpent, spent_amount: spentAmount };
}
