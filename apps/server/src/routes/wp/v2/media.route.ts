import { parseDbId, userMediaQuerySchema } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeUserMedia } from '../../../serializers/user-media.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { MediaReader } from '../../../services/media/user-media.service.ts';

/**
 * The signed-in user's uploads in WordPress's media shape (account §7):
 * `GET wp/v2/media` (paging with X-WP-Total and X-WP-TotalPages,
 * `media_type`, `mime_type`, `orderby` date or id, `order`; `author` for
 * administrators, who may list everyone's) and `GET wp/v2/media/{id}`.
 * The same two answer under `soul/v1/media`, the account area's namespace.
 * Someone else's upload is the same 404 as an unknown id.
 */
export function registerMediaRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const readerOf = (request: FastifyRequest): MediaReader => ({
    userId: request.visitor.userId,
    administrator: request.visitor.role === 'administrator',
  });

  for (const root of ['/wp-json/wp/v2/media', '/wp-json/soul/v1/media']) {
    app.get(root, { preHandler: guards.signedIn }, async (request, reply) => {
      const query = parseParams(userMediaQuerySchema, request.query);
      const listed = await services.media.list(
        readerOf(request),
        {
          author: query.author ?? null,
          mimeType: query.mime_type ?? query.media_type ?? null,
          orderby: query.orderby,
          order: query.order,
          page: query.page,
          perPage: query.per_page,
        },
        request.ctx.language,
      );
      if (!listed.ok) failWith(listed.problem);
      const { siteUrl, t } = request.ctx;
      return sendPage(
        reply,
        listed.value.items.map((item) => serializeUserMedia(item, siteUrl, t)),
        listed.value.total,
        query.per_page,
      );
    });

    app.get<{ Params: { id: string } }>(`${root}/:id`, { preHandler: guards.signedIn }, async (request, reply) => {
      const id = parseDbId(request.params.id) ?? fail('mediaNotFound');
      const found = await services.media.one(readerOf(request), id, request.ctx.language);
      if (!found.ok) failWith(found.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeUserMedia(found.value, request.ctx.siteUrl, request.ctx.t));
    });
  }
}
