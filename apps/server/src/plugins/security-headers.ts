import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What every page may load. Pages carry no inline executable script (the
 * settings and island props are `application/json` blocks, which browsers
 * never run, and the boot module is a file), so scripts come from this
 * origin only. Images may be data: URIs (the icon) and blob: previews (the
 * profile photo before upload). The invoice PDF is framed by the account
 * area, from this origin; nobody else may frame the shop.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Only meaningful over https, where the HSTS header below goes too.
  upgradeInsecureRequests: null,
};

/**
 * Answers holding a person's data or a session: the cart (with its 48-hour
 * Cart-Token), checkout, the account API and pages, admin-ajax. Matched on
 * the route that answered, not on the raw URL.
 */
const PERSONAL_ROUTES = [
  /^\/wp-json\/wc\/store(\/v1)?\/(cart|checkout|batch|order)(\/|$)/,
  /^\/wp-json\/soul\/v1\//,
  /^\/wp-admin\//,
  /^(\/lt)?\/(my-account|checkout)(\/|$)/,
];

/** Files anyone may embed (a headless storefront on another origin shows our product images). */
const SHARED_FILES = /^\/(static|media)\//;

const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin Sentry's browser SDK sends to (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`). */
export function sentryOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export interface SecurityHeadersOptions {
  /** With a Sentry DSN the pages' SDK may connect to its ingest origin. */
  sentryDsn?: string | undefined;
}

/** Security headers on every page, API answer and file (helmet), plus no-store on personal answers. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const sentry = sentryOrigin(options.sentryDsn);
  const directives = sentry
    ? { ...CONTENT_SECURITY_POLICY, connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, sentry] }
    : CONTENT_SECURITY_POLICY;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below only over https: over plain http the header means nothing and would mislead.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const route = request.routeOptions.url;
    if (!route) return;
    if (SHARED_FILES.test(route)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!reply.hasHeader('Cache-Control') && PERSONAL_ROUTES.some((pattern) => pattern.test(route)))
      reply.header('Cache-Control', 'no-store');
  });
});
