import {
  addPaymentMethodBodySchema,
  addSubscriptionProductBodySchema,
  problem,
  changePaymentMethodBodySchema,
  pauseBodySchema,
  subscriptionActionBodySchema,
  subscriptionListQuerySchema,
  subscriptionPreviewQuerySchema,
  subscriptionProductPriceQuerySchema,
  updateRenewalBodySchema,
  updateSubscriptionLineBodySchema,
} from '@soul/contracts';
import { renewalAmountWithAdded } from '@soul/domain/subscriptions/schedule-preview';
import type { VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import {
  serializePlannedRenewal,
  serializeRenewalAmount,
  serializeSavedCard,
} from '../../../serializers/account-subscription.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { cardFrom } from '../../../services/checkout/checkout-submission.ts';
import type { Answer } from '../../../services/subscriptions/subscription-answer.ts';
import { dayAt, sendSubscription, sendSubscriptionPage } from './subscription-answers.ts';

/**
 * The account area's subscriptions (account §2, §7): the list, one
 * subscription with its timeline, its cards, and every change a customer
 * makes — account §7's update-subscription-renewal, cancel-subscription,
 * add-subscription-product, change-subscription-payment-method and
 * add-payment-method (a new card, saved with its gateway), and the
 * shop's own skip, pause, resume, undo, reactivate, renew now and line
 * changes. Who may do what is the service's; unknown and foreign ids are
 * the same 404. Every change answers the subscription as it now is.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const subscriptions = services.subscriptions;

  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer<VersionedSubscription>) =>
    sendSubscription(request, reply, services, answer);

  app.get('/wp-json/soul/v1/subscriptions', { preHandler: guards.signedIn }, async (request, reply) => {
    const { visitor } = request.ctx;
    const query = parseParams(subscriptionListQuerySchema, request.query);
    const listed = await subscriptions.list(visitor, {
      page: query.page,
      perPage: query.per_page,
      status: query.status ?? null,
      renewsBefore: query.renews_before ? dayAt(query.renews_before, '23:59:59') : null,
    });
    return sendSubscriptionPage(request, reply, services, listed, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/subscriptions/:id', { preHandler: guards.signedIn }, async (request, reply) =>
    send(request, reply, await subscriptions.visible(request.ctx.visitor, request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/subscriptions/:id/preview',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      const query = parseParams(subscriptionPreviewQuerySchema, request.query);
      const found = await subscriptions.visible(request.ctx.visitor, request.params.id);
      if (!found.ok) failWith(found.problem);
      const preview = subscriptions.preview(found.value, query.action, query.months);
      if (!preview.ok) failWith(preview.problem);
      return reply.header('Cache-Control', 'no-store').send({
        action: query.action,
        next_renewal_date: preview.value.next.toISOString(),
        upcoming: preview.value.renewals.map(serializePlannedRenewal),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/subscriptions/:id/product-price',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      const query = parseParams(subscriptionProductPriceQuerySchema, request.query);
      const found = await subscriptions.visible(request.ctx.visitor, request.params.id);
      if (!found.ok) failWith(found.problem);
      const offer = await subscriptions.productOffer(found.value, query.product_id);
      if (!offer.ok) failWith(offer.problem);
      return reply.header('Cache-Control', 'no-store').send({
        product_id: offer.value.productId,
        variation_id: offer.value.variationId,
        name: offer.value.name,
        price: String(offer.value.unitPrice),
        regular_price: String(offer.value.regularPrice),
        // The next renewal with one of it added, worked out here (shipping may change with the goods' value).
        renewal: serializeRenewalAmount(renewalAmountWithAdded(found.value, offer.value.unitPrice, 1, found.value.nextRenewalAt)),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/subscription-payment-methods/:id',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      const found = await subscriptions.visible(request.ctx.visitor, request.params.id);
      if (!found.ok) failWith(found.problem);
      const cards = await subscriptions.savedCards(request.ctx.visitor, found.value);
      return reply
        .header('Cache-Control', 'no-store')
        .send(cards.map((card) => serializeSavedCard(card, found.value.card?.tokenId ?? null)));
    },
  );

  app.post('/wp-json/soul/v1/update-subscription-renewal', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(updateRenewalBodySchema, request.body);
    return send(
      request,
      reply,
      await subscriptions.changeDate(request.ctx.visitor, body.id, body.version, dayAt(body.new_renewal_date, '00:00:00')),
    );
  });

  const simple = {
    'cancel-subscription': 'cancel',
    'reactivate-subscription': 'reactivate',
    'skip-subscription': 'skip',
    'resume-subscription': 'resume',
    'undo-subscription-change': 'undo',
    'renew-subscription-now': 'renewNow',
  } as const;
  for (const [path, action] of Object.entries(simple)) {
    app.post(`/wp-json/soul/v1/${path}`, { preHandler: guards.signedInWrite }, async (request, reply) => {
      const body = parseParams(subscriptionActionBodySchema, request.body);
      return send(request, reply, await subscriptions[action](request.ctx.visitor, body.id, body.version));
    });
  }

  app.post('/wp-json/soul/v1/pause-subscription', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(pauseBodySchema, request.body);
    return send(request, reply, await subscriptions.pause(request.ctx.visitor, body.id, body.version, body.months));
  });

  app.post('/wp-json/soul/v1/add-subscription-product', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(addSubscriptionProductBodySchema, request.body);
    return send(request, reply, await subscriptions.addProduct(request.ctx.visitor, body.id, body.version, body.product_id, body.quantity));
  });

  app.post('/wp-json/soul/v1/update-subscription-line', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(updateSubscriptionLineBodySchema, request.body);
    return send(request, reply, await subscriptions.changeLine(request.ctx.visitor, body.id, body.version, body.line_id, body.quantity));
  });

  app.post('/wp-json/soul/v1/add-payment-method', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(addPaymentMethodBodySchema, request.body);
    const data = new Map(body.payment_data.map((entry) => [entry.key, entry.value]));
    const card = cardFrom((key) => data.get(key));
    const source = body.payment_method_id
      ? { kind: 'payment_method' as const, paymentMethodId: body.payment_method_id }
      : card
        ? { kind: 'card' as const, card }
        : failWith(problem('invalidParam', { params: 'payment_method_id, payment_data' }));
    return send(request, reply, await subscriptions.addCard(request.ctx.visitor, body.subscription_id, body.version, source));
  });

  app.post('/wp-json/soul/v1/change-subscription-payment-method', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(changePaymentMethodBodySchema, request.body);
    return send(
      request,
      reply,
      await subscriptions.changeCard(request.ctx.visitor, body.subscription_id, body.version, body.payment_token_id),
    );
  });
}
