import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { parseDbId } from '@soul/contracts';
import {
  adminProductContentCreateSchema,
  adminProductContentQuerySchema,
  adminProductContentUpdateSchema,
  type ProductContentTexts,
} from '@soul/contracts/product-content-requests';
import type { ProductContent, ProductContentEntry } from '@soul/domain/products/product-content-port';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import type { AppServices } from '../../../../services/app-services.ts';

const fromWire = (texts: ProductContentTexts): ProductContent => ({
  ingredients: texts.ingredients,
  howToUse: texts.how_to_use,
  deliveryReturns: texts.delivery_returns,
});
const toWire = (texts: ProductContent): ProductContentTexts => ({
  ingredients: texts.ingredients,
  how_to_use: texts.howToUse,
  delivery_returns: texts.deliveryReturns,
});
const serialize = (entry: ProductContentEntry) => ({
  product_id: entry.productId,
  product_name: entry.productName,
  en: toWire(entry.texts.en),
  lt: toWire(entry.texts.lt),
});

/**
 * The back office's product accordion texts (storefront §2; docs/architecture.md,
 * admin routes), back office only (administrators and shop managers), keyed by product id:
 * `GET /soul/v1/admin/product-contents` (paging, `orderby` product_id or name,
 * search by the product's name), `POST` (201; 404 for an unknown product, 409
 * when it has texts), `GET /{id}`, `PUT /{id}` (both languages, the whole shape)
 * and `DELETE /{id}` (200 with what was removed). A write changes the product
 * page at once: the tables notify `catalogue_changed`.
 */
export function registerAdminProductContentRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const contents = services.productContent;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('productContentNotFound');

  app.get('/wp-json/soul/v1/admin/product-contents', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminProductContentQuerySchema, request.query);
    const { rows, total } = await contents.list(query);
    return sendPage(reply, rows.map(serialize), total, query.per_page);
  });

  app.post('/wp-json/soul/v1/admin/product-contents', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const body = parseParams(adminProductContentCreateSchema, request.body);
    const created = await contents.create(body.product_id, { en: fromWire(body.en), lt: fromWire(body.lt) }, adminActorOf(request.visitor));
    if (!created.ok) failWith(created.problem);
    return reply.status(201).header('Cache-Control', 'no-store').send(serialize(created.entry));
  });

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-contents/:id',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      const found = await contents.entry(idOf(request.params.id));
      if (!found.ok) failWith(found.problem);
      return reply.header('Cache-Control', 'no-store').send(serialize(found.entry));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-contents/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const body = parseParams(adminProductContentUpdateSchema, request.body);
      const replaced = await contents.replace(id, { en: fromWire(body.en), lt: fromWire(body.lt) }, adminActorOf(request.visitor));
      if (!replaced.ok) failWith(replaced.problem);
      return reply.header('Cache-Control', 'no-store').send(serialize(replaced.entry));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-contents/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const removed = await contents.remove(idOf(request.params.id), adminActorOf(request.visitor));
      if (!removed.ok) failWith(removed.problem);
      return reply.header('Cache-Control', 'no-store').send(serialize(removed.entry));
    },
  );
}
