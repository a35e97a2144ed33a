import type { FastifyInstance } from 'fastify';
import { sendRanged } from '../../../http/byte-range.ts';
import { accessGuards } from '../../../http/guards.ts';
import { failWith } from '../../../http/problem-error.ts';
import { serializeDigitalPurchase } from '../../../serializers/digital-purchase.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { SignedLink } from '../../../services/downloads/download.service.ts';

/**
 * Digital purchases (account §2, §7): GET /wp-json/soul/v1/digital-downloads
 * lists the signed-in buyer's files with fresh signed links; GET
 * /digital-downloads/{grant}?e&l&s serves one, for the user the link was
 * made for only, counting one download per link (a video's range requests
 * included), refused once expired, used up or revoked by a refund.
 */
export function registerDigitalDownloadRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/digital-downloads', { preHandler: guards.signedIn }, async (request, reply) => {
    const purchases = await services.downloads.list(request.visitor.userId, request.ctx.language);
    return reply.header('Cache-Control', 'no-store').send(purchases.map(serializeDigitalPurchase));
  });

  app.get<{ Params: { grant: string }; Querystring: SignedLink }>(
    '/digital-downloads/:grant',
    { preHandler: guards.signedIn },
    async (request, reply) => {
      const grantId = /^\d{1,9}$/.test(request.params.grant) ? Number(request.params.grant) : 0;
      const opened = await services.downloads.open(grantId, request.visitor.userId, request.query);
      if (!opened.ok) failWith(opened.problem);
      const file = opened.value;
      const ascii = file.fileName.replace(/[^\w.-]/g, '_');
      reply
        .header('Content-Type', file.contentType)
        // A video plays in the page's player; a file downloads under its own name.
        .header('Content-Disposition', `${file.kind === 'video' ? 'inline' : 'attachment'}; filename="${ascii}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      return sendRanged(request, reply, file);
    },
  );
}
