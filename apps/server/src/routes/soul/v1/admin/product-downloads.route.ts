import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { parseDbId } from '@soul/contracts';
import {
  adminProductDownloadCreateFieldsSchema,
  adminProductDownloadQuerySchema,
  adminProductDownloadUpdateSchema,
} from '@soul/contracts/digital-download-requests';
import type { ProductDownload } from '@soul/domain/downloads/download-port';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { readMultipartForm } from '../../../../http/multipart-fields.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import type { Answer } from '../../../../services/answer.ts';
import { PRODUCT_DOWNLOAD_MAX_BYTES } from '../../../../services/downloads/product-download-admin.service.ts';

const serialize = (download: ProductDownload) => ({
  id: download.id,
  product_id: download.productId,
  product_name: download.productName,
  name: download.name,
  file_name: download.fileName,
  type: download.kind,
  content_type: download.contentType,
  download_limit: download.downloadLimit,
  access_days: download.accessDays,
  position: download.position,
  purchases: download.grants,
});

/** '' → null (no limit, for good); digits → the number. */
const optionalNumber = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));

/**
 * The back office's product files (account §2 "Digital purchases";
 * docs/architecture.md, admin routes), back office only (administrators and shop managers):
 * `GET /soul/v1/admin/product-downloads` (paging, `orderby` id, product_id or
 * name, `search`, `product`), `POST` (multipart: product_id, name,
 * download_limit, access_days and the `file`, checked by its bytes; 201),
 * `GET /{id}`, `PUT /{id}` (name, download_limit, access_days, position) and
 * `DELETE /{id}` (409 once someone bought it: their access stays).
 */
export function registerAdminProductDownloadRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const files = services.productDownloads;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('productDownloadNotFound');
  const answer = (reply: FastifyReply, found: Answer<ProductDownload>, status = 200) => {
    if (!found.ok) failWith(found.problem);
    return reply.status(status).header('Cache-Control', 'no-store').send(serialize(found.value));
  };

  app.get('/wp-json/soul/v1/admin/product-downloads', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminProductDownloadQuerySchema, request.query);
    const { rows, total } = await files.list(
      {
        search: query.search,
        productId: query.product,
        page: query.page,
        perPage: query.per_page,
        orderBy: query.orderby,
        order: query.order,
      },
      request.ctx.language,
    );
    return sendPage(reply, rows.map(serialize), total, query.per_page);
  });

  app.post('/wp-json/soul/v1/admin/product-downloads', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    if (!request.isMultipart()) fail('productDownloadFileRefused');
    const form = await readMultipartForm(request, 'file', PRODUCT_DOWNLOAD_MAX_BYTES, 'productDownloadTooLarge');
    const fields = parseParams(adminProductDownloadCreateFieldsSchema, form.fields);
    if (!form.file) return fail('productDownloadFileRefused');
    const created = await files.create(
      {
        productId: fields.product_id,
        name: fields.name,
        downloadLimit: optionalNumber(fields.download_limit),
        accessDays: optionalNumber(fields.access_days),
      },
      form.file,
      request.ctx.language,
      adminActorOf(request.visitor),
    );
    return answer(reply, created, 201);
  });

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-downloads/:id',
    { preHandler: guards.backOffice },
    async (request, reply) => answer(reply, await files.find(idOf(request.params.id), request.ctx.language)),
  );

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-downloads/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const body = parseParams(adminProductDownloadUpdateSchema, request.body);
      const changes = { name: body.name, downloadLimit: body.download_limit, accessDays: body.access_days, position: body.position };
      return answer(reply, await files.update(id, changes, request.ctx.language, adminActorOf(request.visitor)));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/product-downloads/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) =>
      answer(reply, await files.remove(idOf(request.params.id), request.ctx.language, adminActorOf(request.visitor))),
  );
}
