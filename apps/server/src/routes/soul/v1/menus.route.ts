import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failWith } from '../../../http/problem-error.ts';
import { menuEtag, menuNotModified } from '../../../serializers/menu.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * `GET soul/v1/menus/{menu}` (storefront §7): the menu's node array in the
 * reader's language (`lang`), with `Last-Modified`, `X-Menu-Version` and an
 * ETag; a conditional request whose copy is current answers 304 without a
 * body. `GET menus` or `menus/` (no id) is storefront §5's 'An identifier is
 * required'; an unknown menu 404, both in the API's error shape. Public
 * data, so `no-cache` (revalidate) rather than the API's `no-store`.
 */
export function registerMenuRoutes(app: FastifyInstance, services: AppServices): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply, id: string | undefined) => {
    const shown = await services.menus.shown(id, request.ctx.language);
    if (!shown.ok) failWith(shown.problem);
    const menu = shown.value;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Last-Modified', menu.updatedAt.toUTCString())
      .header('ETag', menuEtag(menu))
      .header('X-Menu-Version', String(menu.version))
      .header('Vary', 'Accept-Language');
    if (menuNotModified(menu, request.headers)) return reply.status(304).send();
    return reply.send(menu.items);
  };
  app.get('/wp-json/soul/v1/menus', (request, reply) => answer(request, reply, undefined));
  app.get<{ Params: { menu: string } }>('/wp-json/soul/v1/menus/:menu', (request, reply) => answer(request, reply, request.params.menu));
}
