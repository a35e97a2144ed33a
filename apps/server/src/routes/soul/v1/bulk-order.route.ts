import { BULK_ORDER_LIMITS, bulkOrderBodySchema, type BulkOrderAnswer, type BulkOrderInfo } from '@soul/contracts';
import { isInStock, priceSummary } from '@soul/domain/products/product-prices';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith, problemAnswer } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { cartContext } from '../../store/v1/cart/cart-route-helpers.ts';
import { companyContext } from './company-users.route.ts';

const infoQuery = z.object({ sku: z.optional(z.string().check(z.maxLength(4000))) });

/**
 * GET /wp-json/soul/v1/bulkorder (account §7 "bulk order"): the limits and
 * the CSV columns, and with `?sku=A,B` what those SKUs are.
 * POST /wp-json/soul/v1/bulkorder `{ lines: [{ sku, quantity }] }`: adds the
 * good lines to the cart in one batch, each other line with its reason.
 * GET /wp-json/soul/v1/b2brules: the company's rules (group, price list or
 * discount, payment terms) as far as the shop keeps them.
 */
export function registerBulkOrderRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/bulkorder', { preHandler: guards.signedIn }, async (request, reply) => {
    const allowed = services.bulkOrders.mayOrder(request.ctx.visitor);
    if (!allowed.ok) failWith(allowed.problem);
    const query = parseParams(infoQuery, request.query);
    const skus = (query.sku ?? '').split(',').filter(Boolean);
    const found = await services.bulkOrders.productsBySku(skus, request.ctx.language);
    const answer: BulkOrderInfo = {
      limits: {
        max_lines: BULK_ORDER_LIMITS.maxLines,
        min_quantity: BULK_ORDER_LIMITS.minQuantity,
        max_quantity: BULK_ORDER_LIMITS.maxQuantity,
      },
      csv_columns: ['sku', 'quantity'],
      products: [...found.values()].map((product) => ({
        sku: product.sku,
        id: product.id,
        name: product.text.name,
        price: String(priceSummary(product).price),
        stock_status: product.stockStatus,
        purchasable: isInStock(product) && product.type !== 'variable' && product.type !== 'variable-subscription',
      })),
    };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post('/wp-json/soul/v1/bulkorder', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const allowed = services.bulkOrders.mayOrder(request.ctx.visitor);
    if (!allowed.ok) failWith(allowed.problem);
    const body = parseParams(bulkOrderBodySchema, request.body);
    const ctx = cartContext(request, reply);
    const outcomes = await services.bulkOrders.add(ctx, body.lines);
    const lines = outcomes.map((outcome) => ({
      line: outcome.line,
      sku: outcome.sku,
      quantity: outcome.quantity,
      ok: outcome.problem === null,
      product_id: outcome.product?.id ?? null,
      name: outcome.product?.text.name ?? '',
      message: outcome.problem ? problemAnswer(outcome.problem, request.ctx.language).body.message : request.ctx.t('bulkOrder.added'),
    }));
    const added = lines.filter((line) => line.ok).length;
    const answer: BulkOrderAnswer = {
      added,
      failed: lines.length - added,
      lines,
      items_count: await services.carts.count(ctx.sessionToken),
    };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.get('/wp-json/soul/v1/b2brules', { preHandler: guards.signedIn }, async (request, reply) => {
    const query = parseParams(
      z.object({ company: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))) }),
      request.query,
    );
    const rules = await services.companyUsers.rules(companyContext(request, query.company), services.paymentMethods);
    if (!rules.ok) failWith(rules.problem);
    const { value } = rules;
    return reply.header('Cache-Control', 'no-store').send({
      company: value.company,
      role: value.role,
      group: value.group,
      price_list: value.priceList,
      discount_percent: value.discountPercent,
      payment_terms: { methods: value.paymentTerms.methods, net_days: value.paymentTerms.netDays },
      b2b_permissions: value.permissions,
    });
  });
}
