import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * The absolute base URL for links in answers, pages and mails: PUBLIC_URL
 * when configured; else the host the client used, but only when it is on
 * the allow-list (ALLOWED_HOSTS, by default the shop's own machine); else
 * http://HOST:PORT. The Host header is the client's word: a forged one
 * (`Host: evil.example`) must never end up in a password-reset link.
 */
export function siteUrl(request: FastifyRequest, config: Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'fallbackUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.headers.host?.toLowerCase();
  if (host && config.allowedHosts.has(host)) return `${request.protocol}://${host}`;
  return config.fallbackUrl;
}
