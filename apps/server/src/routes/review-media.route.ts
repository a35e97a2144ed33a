import type { FastifyInstance } from 'fastify';
import { sendRanged } from '../http/byte-range.ts';
import type { AppServices } from '../services/app-services.ts';

/** The generic image shown before a review video plays (no frame is extracted: the server has no video decoder). */
const VIDEO_POSTER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<rect width="640" height="360" fill="#2b2b2b"/>
<circle cx="320" cy="180" r="56" fill="#ffffff" fill-opacity="0.85"/>
<path d="M302 150 L302 210 L352 180 Z" fill="#2b2b2b"/>
</svg>`;

/**
 * GET /review-media/{name}: review photos and videos (storefront §5). An
 * approved review's files to anyone, a pending or rejected one's to its
 * signed-in author and administrators only; everything else is the same
 * 404 as an unknown name.
 * Videos (and photos) answer HTTP Range requests with 206, so a player can
 * seek without downloading the whole file.
 */
export function registerReviewMediaRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/review-media/video-poster.svg', async (_request, reply) =>
    reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(VIDEO_POSTER),
  );

  app.get<{ Params: { name: string } }>('/review-media/:name', async (request, reply) => {
    const file = await services.reviews.mediaFile(request.params.name, {
      userId: request.visitor.userId,
      administrator: request.visitor.role === 'administrator',
    });
    if (!file) return reply.status(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    // Private: a review taken down later must not stay in a shared cache.
    reply.header('Content-Type', file.contentType).header('Cache-Control', 'private, max-age=3600');
    return sendRanged(request, reply, file);
  });
}
