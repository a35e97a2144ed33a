import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { DatabaseHandle } from '@soul/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { ServerConfig } from './config.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { notFoundPlugin } from './plugins/not-found.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { recordRoutes } from './http/route-table.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { observabilityPlugin } from './plugins/observability.ts';
import { registerPageRoutes } from './routes/pages/index.ts';
import { registerSoulProductsRoute } from './routes/soul/v1/products.route.ts';
import { registerProductAttributeRoutes } from './routes/store/v1/product-attributes.route.ts';
import { registerProductCollectionDataRoute } from './routes/store/v1/product-collection-data.route.ts';
import { registerProductReviewsRoute } from './routes/store/v1/product-reviews.route.ts';
import { registerProductTermRoutes } from './routes/store/v1/product-terms.route.ts';
import { registerProductRoute } from './routes/store/v1/product.route.ts';
import { registerProductsRoute } from './routes/store/v1/products.route.ts';
import type { PaymentGateway } from './services/payments/gateway.ts';
import type { Clock } from './services/clock.ts';
import type { JobRunner } from './services/jobs/job-runner.ts';
import type { ErrorReporter } from './services/reporting/error-reporter.ts';
import { sessionPlugin } from './plugins/session.ts';
import { storeApiCorsPlugin } from './plugins/store-api-cors.ts';
import { registerStoreCart } from './routes/store/v1/cart/index.ts';
import { registerAjaxRoute } from './routes/ajax/admin-ajax.route.ts';
import { registerStockNotificationRoute } from './routes/soul/v1/stock-notifications.route.ts';
import { registerKlaviyoTrackRoute } from './routes/soul/v1/klaviyo-track.route.ts';
import { registerUnsubscribePages } from './routes/pages/unsubscribe-pages.route.tsx';
import { registerAdminMarketingListRoutes } from './routes/soul/v1/admin/marketing-lists.route.ts';
import { registerAdminProductContentRoutes } from './routes/soul/v1/admin/product-contents.route.ts';
import { registerStockHoldRoute } from './routes/soul/v1/stock-holds.route.ts';
import { loadWebAssets } from './web-assets.ts';
import { buildServices } from './services/build-services.ts';
import { registerCheckoutPages } from './routes/pages/checkout-pages.route.tsx';
import { registerPromoOfferPages } from './routes/pages/promo-offer-pages.route.tsx';
import { registerOrderPayPages } from './routes/pages/order-pay-pages.route.tsx';
import { registerDevMailbox } from './routes/dev/mailbox.route.tsx';
import { registerMyAccountPages } from './routes/pages/my-account-pages.route.tsx';
import { registerUserInfoRoute } from './routes/soul/v1/userinfo.route.ts';
import { registerAccountOrderRoutes } from './routes/soul/v1/orders.route.ts';
import { registerSubscriptionRoutes } from './routes/soul/v1/subscriptions.route.ts';
import { registerAdminSubscriptionRoutes } from './routes/soul/v1/admin/subscriptions.route.ts';
import { registerAdminPromotionRoutes } from './routes/soul/v1/admin/promotions.route.ts';
import { registerPromotionRoutes } from './routes/soul/v1/promotions.route.ts';
import { registerMenuRoutes } from './routes/soul/v1/menus.route.ts';
import { registerAdminMenuRoutes } from './routes/soul/v1/admin/menus.route.ts';
import { registerTimerRoutes } from './routes/soul/v1/timers.route.ts';
import { registerOrderEditRoutes } from './routes/soul/v1/order-edit.route.ts';
import { registerPaymentRoutes } from './routes/soul/v1/payments.route.ts';
import { registerInvoiceRoutes } from './routes/soul/v1/invoices.route.ts';
import { registerDocumentRoutes } from './routes/soul/v1/documents.route.ts';
import { registerProfileRoutes } from './routes/soul/v1/profile.route.ts';
import { registerContactRoute } from './routes/soul/v1/contact.route.ts';
// Order chat (issue 20, account §7)
import { registerChatRoutes } from './routes/soul/v1/chat.route.ts';
import { registerBackOfficePages } from './routes/pages/back-office-pages.route.tsx';
import { registerAdminDashboardRoute } from './routes/soul/v1/admin/dashboard.route.ts';
import { registerAdminChatRoutes } from './routes/soul/v1/admin/chats.route.ts';
import { registerMailInboundRoute } from './routes/soul/v1/mail-inbound.route.ts';
// Back office: orders (issue 21)
import { registerAdminOrderRoutes } from './routes/soul/v1/admin/orders.route.ts';
import { registerCompanyUsersRoutes } from './routes/soul/v1/company-users.route.ts';
import { registerBulkOrderRoutes } from './routes/soul/v1/bulk-order.route.ts';
import { registerPointsRoute } from './routes/soul/v1/points.route.ts';
import { registerAdminPointsRoutes } from './routes/soul/v1/admin/points.route.ts';
import { registerClientErrorRoute } from './routes/soul/v1/client-errors.route.ts';
import { registerConsentRoute } from './routes/soul/v1/consents.route.ts';
import { registerAdminConsentRoutes } from './routes/soul/v1/admin/consents.route.ts';
import { registerCountryRoute } from './routes/soul/v1/country.route.ts';
import { registerReviewRoutes } from './routes/soul/v1/reviews.route.ts';
import { registerReviewMediaRoute } from './routes/review-media.route.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerReferralRoutes } from './routes/referrals.route.ts';
import { registerDigitalDownloadRoutes } from './routes/soul/v1/digital-downloads.route.ts';
import { registerAdminProductDownloadRoutes } from './routes/soul/v1/admin/product-downloads.route.ts';
import { disposeUploads } from './http/multipart-fields.ts';
import { registerAdminReviewRoutes } from './routes/soul/v1/admin/reviews.route.ts';
import { registerVendorRoutes } from './routes/soul/v1/vendors.route.ts';
import { registerAdminVendorRoutes } from './routes/soul/v1/admin/vendors.route.ts';
import { registerAccountEventRoutes } from './routes/soul/v1/account-events.route.ts';
import { registerReportRoutes } from './routes/soul/v1/reports.route.ts';
import { registerStatisticsRoutes } from './routes/soul/v1/statistics.route.ts';
import { registerAdminCustomerGroupRoutes } from './routes/soul/v1/admin/customer-groups.route.ts';
import { registerCommentsPostRoute } from './routes/ajax/comments-post.route.ts';
import fastifyMultipart from '@fastify/multipart';
import { PROFILE_PHOTO_MAX_BYTES } from '@soul/contracts';
import type { DemoOrder } from './services/demo/demo-orders.ts';
// Media: the user's own uploads (issue 20, account §7)
import { registerMediaRoutes } from './routes/wp/v2/media.route.ts';
// Back office foundation (issue 21): audit log, customers and companies
import { registerAdminAuditRoutes } from './routes/soul/v1/admin/audit.route.ts';
import { registerAdminCustomerRoutes } from './routes/soul/v1/admin/customers.route.ts';
import { registerAdminCompanyRoutes } from './routes/soul/v1/admin/companies.route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's jobs and schedules: the jobs command and tests run what is due at a time of their choosing. */
    readonly jobs: JobRunner;
  }
}

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Fastify logger on/off (tests turn it off). */
  logger?: boolean;
  /** Orders to place for demo accounts once the app is built (server.ts: on the start that loaded the demo catalogue). */
  demoOrders?: readonly DemoOrder[];
  /** The time services read (tests and demos: a SettableClock); default the system's. */
  clock?: Clock;
  /** Wraps each card gateway (tests: a gateway that loses answers, or looks at the database mid-call). */
  wrapGateway?: (gateway: PaymentGateway) => PaymentGateway;
  /** Where 5xx errors are reported besides the log (server.ts: Sentry with SENTRY_DSN); none by default. */
  errorReporter?: ErrorReporter | null;
}

/**
 * Builds the shop's HTTP application on an open database, without listening:
 * tests call `inject()` on it, server.ts calls `listen()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    routerOptions: {
      // WooCommerce clients send `include[]=1` and `attributes[0][slug]=25g`.
      querystringParser: (query) => qs.parse(query, { arrayLimit: 100, depth: 3, parameterLimit: 200 }),
      // WordPress slugs are up to 200 characters, percent-encoded non-ASCII letters take six: room for both.
      maxParamLength: 1200,
    },
    trustProxy: config.trustProxy,
    // A malformed escape or an over-long path parameter is answered in the route's shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // Every request gets an id of ours (answered as X-Request-Id, in every log line about it).
    genReqId: () => randomUUID(),
    // One log line per request costs more than the catalogue reads themselves; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });

  recordRoutes(app);
  const built = await buildServices({
    config,
    database,
    assets: loadWebAssets(WEB_DIST),
    log: (m) => app.log.warn(m),
    jobLog: app.log,
    clock: options.clock,
    wrapGateway: options.wrapGateway,
  });
  const { services } = built;
  await built.start();
  app.addHook('onClose', async () => built.stop());
  app.decorate('jobs', services.jobs);

  await app.register(errorsPlugin, { services, reporter: options.errorReporter ?? null });
  await app.register(requestContextPlugin, { config });
  await app.register(securityHeadersPlugin, { sentryDsn: config.sentryDsn });
  await app.register(inputGuardPlugin);
  await app.register(observabilityPlugin, {
    pool: database.pool,
    jobs: { wanted: config.jobWorker, running: () => services.jobs.started },
    metricsPort: config.metrics.port,
    metricsHost: config.metrics.host,
  });
  registerJsonBodyParser(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { cartTokens: services.cartTokens, accounts: services.accounts });
  await app.register(storeApiCorsPlugin, { cartTokens: services.cartTokens });
  // Pages and API answers are compressed when the client asks; the widget
  // bundle is compressed once at build time and served pre-compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Uploads (the profile photo): one file, never more than the largest allowed.
  await app.register(fastifyMultipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  // An upload's temporary file goes when its request ends, whatever the answer was.
  app.addHook('onResponse', async (request) => disposeUploads(request));
  app.addHook('onRequestAbort', async (request) => disposeUploads(request));
  await app.register(fastifyFormbody, { parser: (body) => qs.parse(body, { depth: 3 }) });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: path.join(WEB_DIST),
    prefix: '/static/',
    decorateReply: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
    // Vite's manifests (the storefront's, and the back office's in admin/) stay private.
    allowedPath: (pathName) => !pathName.startsWith('/.vite') && !pathName.startsWith('/admin/.vite'),
  });

  // First: its `?ref=` hook applies to every page registered after it.
  registerReferralRoutes(app, services);
  for (const prefix of ['/wp-json/wc/store/v1', '/wp-json/wc/store']) {
    registerProductsRoute(app, services, prefix);
    registerProductRoute(app, services, prefix);
    registerProductTermRoutes(app, services, prefix);
    registerProductAttributeRoutes(app, services, prefix);
    registerProductReviewsRoute(app, services, prefix);
    registerProductCollectionDataRoute(app, services, prefix);
    await registerStoreCart(app, services, prefix);
  }
  registerAjaxRoute(app, services);
  registerReviewMediaRoute(app, services);
  registerStockNotificationRoute(app, services);
  registerKlaviyoTrackRoute(app, services);
  registerUnsubscribePages(app, services);
  registerAdminMarketingListRoutes(app, services);
  registerAdminProductContentRoutes(app, services);
  registerStockHoldRoute(app, services);
  registerSoulProductsRoute(app, services);
  registerPageRoutes(app, services);
  registerCheckoutPages(app, services);
  registerPromoOfferPages(app, services);
  registerOrderPayPages(app, services);
  registerMyAccountPages(app, services);
  registerUserInfoRoute(app, services);
  registerAccountOrderRoutes(app, services);
  registerSubscriptionRoutes(app, services);
  registerAdminSubscriptionRoutes(app, services);
  registerTimerRoutes(app, services);
  registerPromotionRoutes(app, services);
  registerAdminPromotionRoutes(app, services);
  registerMenuRoutes(app, services);
  registerAdminMenuRoutes(app, services);
  registerOrderEditRoutes(app, services);
  registerPaymentRoutes(app, services);
  registerInvoiceRoutes(app, services);
  registerDocumentRoutes(app, services);
  registerProfileRoutes(app, services);
  registerContactRoute(app, services);
  registerCompanyUsersRoutes(app, services);
  registerBulkOrderRoutes(app, services);
  registerPointsRoute(app, services);
  registerDigitalDownloadRoutes(app, services);
  registerAdminProductDownloadRoutes(app, services);
  registerAdminPointsRoutes(app, services);
  registerClientErrorRoute(app, services);
  registerConsentRoute(app, services);
  registerAdminConsentRoutes(app, services);
  registerCountryRoute(app, services);
  registerReviewRoutes(app, services);
  registerAdminReviewRoutes(app, services);
  registerCommentsPostRoute(app, services);
  registerVendorRoutes(app, services);
  registerAdminVendorRoutes(app, services);
  registerAdminCustomerGroupRoutes(app, services);
  registerAccountEventRoutes(app, services);
  registerReportRoutes(app, services);
  registerStatisticsRoutes(app, services);
  registerMediaRoutes(app, services);
  // Order chat (issue 20, account §7)
  registerChatRoutes(app, services);
  registerAdminChatRoutes(app, services);
  registerMailInboundRoute(app, services, config.mailInbound?.secret ?? null);
  // Back office: orders (issue 21)
  registerAdminOrderRoutes(app, services);
  // Back office (issue 21): the /admin app's shell and its dashboard
  registerBackOfficePages(app, services);
  registerAdminDashboardRoute(app, services);
  // Back office foundation (issue 21): audit log, customers and companies
  registerAdminAuditRoutes(app, services);
  registerAdminCustomerRoutes(app, services);
  registerAdminCompanyRoutes(app, services);
  if (services.mailer.transport === 'outbox') await registerDevMailbox(app, services);
  await app.register(notFoundPlugin, { services });

  if (options.demoOrders?.length) await built.placeDemoOrders(options.demoOrders);
  return app;
}
