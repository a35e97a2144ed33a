import type { Language, PaymentMethodId } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemAnswer } from '../../http/problem-error.ts';
import { sendHtml } from '../../http/send-html.ts';
import { textOf } from '../../i18n.ts';
import { OrderPayPage, type OrderPayPageProps } from '../../pages/order-pay.page.tsx';
import { ensureSession } from '../../plugins/session.ts';
import { links } from '../../links.ts';
import type { AppServices } from '../../services/app-services.ts';
import { cardFrom } from '../../services/checkout/checkout-submission.ts';
import type { PayAccess } from '../../services/orders/order-pay.service.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';
import { pageContext, renderFrame, type PageContext } from '../../pages/page-frame.tsx';

type Params = { id: string };
type Query = { key?: string; pay_for_order?: string };

/**
 * /checkout/order-pay/{id}/?pay_for_order=true&key={order_key} and its
 * /lt/ twin: WooCommerce's pay-for-order page for an order that needs
 * payment (pending or failed). GET shows the order and the payment methods;
 * POST pays (OrderPayService) and goes on to the order-received page, or
 * shows the form again with what went wrong. The key must match; an
 * account's order needs that account signed in (others are sent to sign
 * in and back here); a guest order is paid by whoever holds its key.
 */
export function registerOrderPayPages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const) {
    const path = `${language === 'lt' ? '/lt' : ''}/checkout/order-pay/:id`;
    const show = async (request: FastifyRequest<{ Params: Params; Querystring: Query }>, reply: FastifyReply) => {
      ensureSession(request, reply);
      const ctx = pageContext(request, services, language);
      const access = await accessOf(request, services);
      if (access.kind !== 'ok') return refuse(ctx, reply, access, request.url);
      const obstacle = await services.orderPay.obstacle(access.order);
      const answer = obstacle ? problemAnswer(obstacle, language) : null;
      return sendHtml(
        reply,
        answer?.status ?? 200,
        await render(ctx, access.order, { notice: answer?.body.message ?? null, payable: !obstacle }),
      );
    };
    const pay = async (request: FastifyRequest<{ Params: Params; Querystring: Query }>, reply: FastifyReply) => {
      const sessionToken = ensureSession(request, reply);
      const ctx = pageContext(request, services, language);
      const access = await accessOf(request, services);
      if (access.kind !== 'ok') return refuse(ctx, reply, access, request.url);
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const values = { payment_method: typeof form.payment_method === 'string' ? form.payment_method.slice(0, 64) : '' };
      const nonce = typeof form._wpnonce === 'string' ? form._wpnonce : '';
      if (!services.nonces.verify(nonce, NONCE_ACTIONS.orderPay, { userId: request.visitor.userId, sessionToken })) {
        return sendHtml(
          reply,
          403,
          await render(ctx, access.order, { notice: ctx.t('checkout:orderPay.invalidForm'), payable: true, values }),
        );
      }
      const result = await services.orderPay.pay(access.order, {
        paymentMethod: values.payment_method,
        card: cardFrom((name) => form[name]),
        stripePaymentMethod: typeof form.stripe_payment_method === 'string' ? form.stripe_payment_method.slice(0, 100) : null,
      });
      if (result.ok) return reply.redirect(links.orderReceived(language, access.order.id, access.order.orderKey), 303);
      if (result.kind === 'fields') {
        const errors = Object.fromEntries(Object.entries(result.errors).map(([field, text]) => [field, textOf(text, language)]));
        return sendHtml(reply, 422, await render(ctx, access.order, { notice: null, payable: true, values, errors }));
      }
      // The order as it now is: a declined card leaves it payable again; stock gone leaves it as it was.
      const now = (await services.orderPay.find(access.order.id)) ?? access.order;
      const blocked = await services.orderPay.obstacle(now);
      const refusal = problemAnswer(result.problem, language);
      return sendHtml(
        reply,
        refusal.status,
        await render(ctx, now, { notice: refusal.body.message, payable: !blocked || refusal.status === 402, values }),
      );
    };
    for (const route of [path, `${path}/`]) {
      app.get<{ Params: Params; Querystring: Query }>(route, show);
      app.post<{ Params: Params; Querystring: Query }>(route, pay);
    }
  }
}

function accessOf(request: FastifyRequest<{ Params: Params; Querystring: Query }>, services: AppServices): Promise<PayAccess> {
  return services.orderPay.access(request.visitor, request.params.id, typeof request.query.key === 'string' ? request.query.key : '');
}

async function refuse(ctx: PageContext, reply: FastifyReply, access: Exclude<PayAccess, { kind: 'ok' }>, url: string) {
  if (access.kind === 'sign_in') return reply.redirect(`${links.myAccount(ctx.language)}?redirect_to=${encodeURIComponent(url)}`, 303);
  const notice = ctx.t(access.kind === 'invalid' ? 'checkout:orderPay.invalid' : 'checkout:orderPay.notYours');
  return sendHtml(reply, access.kind === 'invalid' ? 404 : 403, await render(ctx, null, { notice, payable: false }));
}

async function render(
  ctx: PageContext,
  order: StoredOrder | null,
  state: { notice: string | null; payable: boolean; values?: Record<string, string>; errors?: Record<string, string> },
): Promise<string> {
  const { request, services, language, t } = ctx;
  const visitor = request.visitor;
  // A guest order paid by someone signed in with another e-mail: WooCommerce's warning, the payment still allowed.
  const info =
    order &&
    order.userId === null &&
    visitor.userId > 0 &&
    visitor.email !== null &&
    visitor.email.toLowerCase() !== order.billing.email.toLowerCase()
      ? t('checkout:orderPay.guestOrder')
      : null;
  const here = order ? links.orderPay(language, order.id, order.orderKey) : links.checkout(language);
  const paths: Record<Language, string> = order
    ? { en: links.orderPay('en', order.id, order.orderKey), lt: links.orderPay('lt', order.id, order.orderKey) }
    : { en: links.checkout('en'), lt: links.checkout('lt') };
  const props: OrderPayPageProps = {
    language,
    t,
    order,
    notice: state.notice,
    info,
    payable: state.payable && order !== null,
    formAction: here,
    nonce: services.nonces.create(NONCE_ACTIONS.orderPay, { userId: visitor.userId, sessionToken: visitor.sessionToken ?? '' }),
    paymentMethods: services.paymentMethods as readonly PaymentMethodId[],
    values: state.values ?? {},
    errors: state.errors ?? {},
    back:
      visitor.userId > 0
        ? { href: `${links.myAccount(language)}/orders`, label: t('checkout:orderPay.backToAccount') }
        : { href: links.shop(language), label: t('checkout:page.backToShop') },
  };
  return renderFrame(
    ctx,
    { title: t('checkout:orderPay.title'), description: t('checkout:orderPay.description'), paths },
    [],
    <OrderPayPage {...props} />,
  );
}
