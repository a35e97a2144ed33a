import { VISITOR_COOKIES } from '@soul/contracts';
import { checkoutRequestSchema } from '@soul/contracts';
import { readAdditionalFields } from '@soul/domain/orders/additional-fields';
import type { FastifyInstance } from 'fastify';
import { fail, failWith } from '../../../http/problem-error.ts';
import { ensureSession, setUserSession } from '../../../plugins/session.ts';
import { priceGroupOf } from '../../../services/accounts/visitor.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { draftOf } from '../../../services/checkout/checkout-draft.ts';
import { submissionFromStoreApi } from '../../../services/checkout/checkout-submission.ts';
import { registerCheckoutDraftRoutes } from './checkout-draft.route.ts';
import { registerStoreOrderRoutes } from './order.route.ts';
import { checkoutFieldsProblem } from './checkout-field-errors.ts';
import { serializeCheckoutOrder } from './checkout-response.ts';

/**
 * The Store API's checkout routes (with the draft's GET/PUT /checkout and
 * the existing orders' GET /order/{id} and POST /checkout/{id}). POST /checkout places an order from the
 * session's cart, with what PUT /checkout set before (payment method, note,
 * additional fields) where the request leaves them out. The nonce is
 * checked by the cart hooks like every Store API write. An
 * `Idempotency-Key` header makes a retried request find the first order.
 */
export function registerCheckoutRoute(app: FastifyInstance, services: AppServices): void {
  registerCheckoutDraftRoutes(app, services);
  registerStoreOrderRoutes(app, services);
  app.post('/checkout', async (request, reply) => {
    const { language, t, siteUrl } = request.ctx;
    const parsed = checkoutRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'request')))];
      fail(
        'invalidParam',
        { params: names.join(', ') },
        { data: { params: Object.fromEntries(names.map((n) => [n, `${n} is not valid`])) } },
      );
    }
    // A registered additional field given a value of the wrong type is a bad parameter, as WooCommerce's schema answers.
    const wrongFields = readAdditionalFields(parsed.data.additional_fields ?? {}).invalid;
    if (wrongFields.length > 0)
      fail(
        'invalidParam',
        { params: 'additional_fields' },
        { data: { params: { additional_fields: `additional_fields ${wrongFields.join(', ')} is not valid` } } },
      );
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header.length <= 64 ? header : null;
    const visitor = request.visitor;
    const sessionToken = ensureSession(request, reply);
    const stored = await services.carts.stored(sessionToken);
    const result = await services.checkout.placeOrder(
      {
        sessionToken,
        userId: visitor.userId,
        canBuy: visitor.permissions.permission_buy,
        priceGroupId: priceGroupOf(visitor),
        vendorStatus: visitor.vendor?.status ?? null,
        language,
        t,
        affiliateCode: request.cookies[VISITOR_COOKIES.affiliate.name] ?? null,
      },
      submissionFromStoreApi(parsed.data, idempotencyKey, stored ? draftOf(stored.document) : null),
    );
    if (!result.ok && result.kind === 'fields') {
      const submitted = { email: parsed.data.billing_address.email ?? '', country: parsed.data.billing_address.country ?? '' };
      failWith(checkoutFieldsProblem(result.errors, submitted, request.ctx));
    }
    if (!result.ok) {
      if (result.signIn)
        setUserSession(request, reply, result.signIn.token, { id: result.signIn.userId, role: 'customer', email: result.signIn.email });
      failWith(result.problem);
    }
    if (result.newSessionToken && result.order.userId) {
      setUserSession(request, reply, result.newSessionToken, {
        id: result.order.userId,
        role: 'customer',
        email: result.order.billing.email,
      });
    }
    return reply.send(serializeCheckoutOrder(result.order, siteUrl));
  });
}
