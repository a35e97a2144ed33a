import type { ServerConfig } from '../../config.ts';

/**
 * The base URL for links in mails sent by background jobs, which have no
 * request to take the host from: PUBLIC_URL, else the address the shop
 * listens on.
 */
export function mailSiteUrl(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
