import type { FastifyRequest } from 'fastify';

/**
 * The absolute base URL for links in answers: PUBLIC_URL when configured
 * (behind a proxy), else what the client used to reach us.
 */
export function siteUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = request.headers.host ?? `${request.hostname}`;
  return `${request.protocol}://${host}`;
}
