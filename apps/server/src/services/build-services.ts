import {
  CatalogueChangeListener,
  getOrCreateSecret,
  openSessionDataPool,
  PgCartRepository,
  PgConsentRepository,
  PgCatalogueRepository,
  PgTaxonomyRepository,
  PgProductContentRepository,
  PgContactRepository,
  PgChatRepository,
  PgCouponRepository,
  PgInvoiceRepository,
  PgMarketingRepository,
  KLAVIYO_SYNC_JOB,
  ABANDONED_CHECKOUT_MAIL_JOB,
  PgOrderRepository,
  PgPaymentRepository,
  PgProfileRepository,
  PgPromotionRepository,
  PgMenuRepository,
  PgRateLimitRepository,
  PgReviewRepository,
  PgPointsRepository,
  PgDownloadRepository,
  PgProductDownloadRepository,
  PgReferralRepository,
  PgTimerRepository,
  PgSentMailRepository,
  PgStockNotificationRepository,
  PgStockHoldRepository,
  PgSubscriptionRepository,
  PgUserRepository,
  PgVendorRepository,
  PgAccountEventRepository,
  PgReportRepository,
  PgStatisticsRepository,
  PgDashboardRepository,
  type DatabaseHandle,
  type KnownCartState,
} from '@soul/db';
import type { ServerConfig } from '../config.ts';
import { translator } from '../i18n.ts';
import { PgCompanyUserRepository } from '@soul/db';
import { CompanyUserService } from './company-users/company-users.service.ts';
import { BulkOrderService } from './company-users/bulk-order.service.ts';
import { companyInviteMail } from './mail/company-invite-mail.ts';
import type { WebAssets } from '../web-assets.ts';
import { AccountService } from './accounts/account.service.ts';
import { systemClock, type Clock } from './clock.ts';
import { JobRunner } from './jobs/job-runner.ts';
import type { JobLog } from './jobs/job-task.ts';
import { ProfileService } from './accounts/profile.service.ts';
import type { AppServices } from './app-services.ts';
import { CartService } from './cart/cart.service.ts';
import { CouponCache } from './cart/coupon-cache.ts';
import { CartTokens } from './cart-token.ts';
import { CatalogueService } from './catalogue.service.ts';
import { TaxonomyService } from './catalogue/taxonomy.service.ts';
import { ProductContentService } from './catalogue/product-content.service.ts';
import { StockNotificationService } from './catalogue/stock-notification.service.ts';
import { StockHoldService } from './catalogue/stock-hold.service.ts';
import { buildCommerce } from './commerce.ts';
import { ContactService } from './contact/contact.service.ts';
import { ChatService } from './chat/chat.service.ts';
import { placeDemoOrders, type DemoOrder } from './demo/demo-orders.ts';
import { InvoiceService } from './invoices/invoice.service.ts';
import { AccountSubscriptionService } from './subscriptions/account-subscriptions.service.ts';
import { ShopSubscriptionService } from './subscriptions/shop-subscriptions.service.ts';
import { changeRenewalDate } from '@soul/domain/subscriptions/customer-actions';

/** Enough of a demo customer's subscriptions to find the one an order started. */
const DEMO_LIST = { page: 1, perPage: 100, status: null, renewsBefore: null };
import { DEMO_SELLER } from './invoices/seller.ts';
import { LruCache } from './lru-cache.ts';
import { DevMailbox } from './mail/dev-mailbox.ts';
import { passwordResetMail } from './mail/password-reset-mail.ts';
import { buildMarketing } from './marketing/build-marketing.ts';
import { ClientErrorReports } from './reporting/client-error-reports.ts';
import { ConsentService } from './consent/consent.service.ts';
import { NonceService } from './nonces.ts';
import { AccountOrderService } from './orders/account-orders.service.ts';
import { AccountPaymentService } from './payments/account-payments.service.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { PromotionService } from './promotions/promotion.service.ts';
import { offlineCountryOfIp } from './geo/country-of-ip.ts';
import { abandonedCheckoutMailJob } from './marketing/abandoned-checkout-job.ts';
import { mailSiteUrl } from './mail/mail-site-url.ts';
// Back office: orders (issue 21)
import { PgAdminOrderRepository } from '@soul/db';
import { AdminOrderService } from './orders/admin-orders.service.ts';
import { orderNoteMail, orderShippedMail } from './mail/order-back-office-mail.ts';
import { buildPackingSlip, renderPackingSlipPdf } from './invoices/packing-slip.ts';
import { VendorService } from './vendors/vendor.service.ts';
import { AccountEventService } from './account-events/account-event.service.ts';
import { ReportService } from './reports/report.service.ts';
import { StatisticsService } from './statistics/statistics.service.ts';
import { DashboardService } from './back-office/dashboard.service.ts';
import { VisitorCountryService } from './geo/visitor-country.ts';
import { TimerService } from './promotions/timer.service.ts';
import { MenuService } from './menus/menu.service.ts';
import { ReviewService } from './reviews/review.service.ts';
import { PointsService } from './points/points.service.ts';
import { LocalMediaStorage } from './media/local-media-storage.ts';
import { ReferralService } from './referrals/referral.service.ts';
import { DownloadService } from './downloads/download.service.ts';
import { ProductDownloadAdminService } from './downloads/product-download-admin.service.ts';
import { UserMediaService } from './media/user-media.service.ts';
import { PgUserUploadRepository } from '@soul/db';
// Back office foundation (issue 21)
import { PgAdminCustomerRepository, PgAuditRepository } from '@soul/db';
import { AuditService } from './back-office/audit.service.ts';
import { AdminCustomerService } from './back-office/admin-customers.service.ts';

/** Carts remembered per instance (a few KB each): the active shoppers of a busy hour. */
const KNOWN_CARTS = 20_000;

export interface BuiltServices {
  services: AppServices;
  /** Starts what runs in the background (the catalogue change listener, the jobs and schedules where configured). */
  start(): Promise<void>;
  /** Stops it and closes what the services opened. */
  stop(): Promise<void>;
  /** Places the demo accounts' first orders through the real cart and checkout. */
  placeDemoOrders(orders: readonly DemoOrder[]): Promise<number[]>;
}

/**
 * The composition root: repositories on the database, services on the
 * repositories, and the one AppServices object routes see. Nothing here
 * speaks HTTP; app.ts wires the result to routes.
 */
export async function buildServices(deps: {
  config: ServerConfig;
  database: DatabaseHandle;
  assets: WebAssets;
  log: (message: string) => void;
  /** Where jobs log (with the id of the request that queued them). */
  jobLog: JobLog;
  /** The time services read (default: the system's). */
  clock?: Clock | undefined;
  /** Wraps each card gateway (tests). */
  wrapGateway?: ((gateway: PaymentGateway) => PaymentGateway) | undefined;
}): Promise<BuiltServices> {
  const { config, database, log } = deps;
  const clock = deps.clock ?? systemClock;
  const catalogue = new CatalogueService(new PgCatalogueRepository(database.db), { cacheBytes: config.catalogueCacheBytes });
  const taxonomy = new TaxonomyService(catalogue, new PgTaxonomyRepository(database.db));
  const nonces = new NonceService(await getOrCreateSecret(database.db, 'nonce'));
  const cartTokens = new CartTokens(await getOrCreateSecret(database.db, 'cart_token'));
  const sessionData = openSessionDataPool(database.url, config.dbPoolSize);
  // Cart states this instance last saw: reads then fetch only the version (see PgCartRepository).
  const knownCarts = new LruCache<KnownCartState>(KNOWN_CARTS);
  const stockHolds = new PgStockHoldRepository(database.db);
  const vendors = new VendorService({ vendors: new PgVendorRepository(database.db), siteUrl: mailSiteUrl(config) });
  const carts = new CartService(
    new PgCartRepository(sessionData.db, knownCarts),
    catalogue,
    new CouponCache(new PgCouponRepository(database.db)),
    () => clock.now(),
    (productIds, sessionToken) => stockHolds.heldForOthers(productIds, sessionToken, clock.now()),
    (groupId) => vendors.groupPricing(groupId),
  );
  const users = new PgUserRepository(database.db);
  const orders = new PgOrderRepository(database.db, { marketingMirror: config.klaviyo !== null });
  const rateLimits = new PgRateLimitRepository(database.db);
  const promotionRepository = new PgPromotionRepository(database.db);
  const timerRepository = new PgTimerRepository(database.db);
  const marketingRepository = new PgMarketingRepository(database.db, config.klaviyo !== null);
  const marketing = buildMarketing({
    config,
    repository: marketingRepository,
    unsubscribeSecret: await getOrCreateSecret(database.db, 'marketing_unsubscribe'),
    limits: rateLimits,
    syncTask: KLAVIYO_SYNC_JOB,
    clock,
  });
  const subscriptions = new PgSubscriptionRepository(database.db);
  const invoices = new InvoiceService({ invoices: new PgInvoiceRepository(database.db), seller: DEMO_SELLER });
  const sentMail = new PgSentMailRepository(database.db);
  const referralRepository = new PgReferralRepository(database.db);
  const commerce = await buildCommerce({
    config,
    referrals: new ReferralService({ referrals: referralRepository, rewardPoints: config.referralRewardPoints }),
    carts,
    users,
    catalogue,
    database,
    wrapGateway: deps.wrapGateway,
    orders,
    subscriptions,
    clock,
    sentMail,
    testCardSecret: await getOrCreateSecret(database.db, 'test_card_gateway'),
    invoices,
    log,
  });
  const accountOrders = new AccountOrderService(orders);
  const accountSubscriptions = new AccountSubscriptionService({
    subscriptions,
    orders,
    renewals: commerce.renewals,
    catalogue,
    clock,
    gateways: commerce.gateways,
  });
  const services: AppServices = {
    config,
    catalogue,
    taxonomy,
    productContent: new ProductContentService(catalogue, new PgProductContentRepository(database.db)),
    nonces,
    cartTokens,
    carts,
    invoices,
    accountOrders,
    promotions: new PromotionService({ promotions: promotionRepository, timers: timerRepository, catalogue, clock }),
    timers: new TimerService({ timers: timerRepository, promotions: promotionRepository, limits: rateLimits, clock }),
    menus: new MenuService({ menus: new PgMenuRepository(database.db) }),
    checkout: commerce.checkout,
    upsell: commerce.upsell,
    orderEdits: commerce.orderEdits,
    cancellations: commerce.cancellations,
    orderPay: commerce.orderPay,
    paymentMethods: commerce.paymentMethods,
    mailer: commerce.mailer,
    jobs: new JobRunner({
      pool: database.pool,
      handlers: {
        ...commerce.jobHandlers,
        ...marketing.jobHandlers,
        [ABANDONED_CHECKOUT_MAIL_JOB]: abandonedCheckoutMailJob({
          marketing: marketingRepository,
          service: marketing.service,
          sent: sentMail,
          mailer: commerce.mailer,
          siteUrl: mailSiteUrl(config),
          clock,
          log,
        }),
      },
      schedules: commerce.schedules,
      log: deps.jobLog,
    }),
    accounts: new AccountService(users, rateLimits, async (to, account, token, siteUrl) => {
      const language = account.language === 'lt' ? 'lt' : 'en';
      return commerce.queueMail(
        await passwordResetMail(to, { language, firstName: account.firstName }, token, siteUrl, translator(language)),
      );
    }),
    accountPayments: new AccountPaymentService({
      payments: new PgPaymentRepository(database.db),
      accountOrders,
      gateways: commerce.gateways,
      log,
    }),
    subscriptions: accountSubscriptions,
    shopSubscriptions: new ShopSubscriptionService(accountSubscriptions, { subscriptions, catalogue, clock }),
    profiles: new ProfileService({ profiles: new PgProfileRepository(database.db), limits: rateLimits }),
    contact: new ContactService({ messages: new PgContactRepository(database.db), users, shopEmail: config.shopEmail }),
    stockNotifications: new StockNotificationService({
      notifications: new PgStockNotificationRepository(database.db),
      catalogue,
      marketing: marketing.service,
    }),
    marketing: marketing.service,
    reviews: new ReviewService({
      reviews: new PgReviewRepository(database.db),
      limits: rateLimits,
      catalogue,
      autoApproveVerified: config.reviewsAutoApproveVerified,
      perHour: config.reviewsPerHour,
      media: new LocalMediaStorage(config.reviewMediaDir),
      rewards: config.reviewRewards,
    }),
    referrals: new ReferralService({
      referrals: referralRepository,
      rewardPoints: config.referralRewardPoints,
      users,
      limits: rateLimits,
      queueMail: commerce.queueMail,
    }),
    points: new PointsService({ points: new PgPointsRepository(database.db), reviewRewards: config.reviewRewards }),
    downloads: new DownloadService({
      downloads: new PgDownloadRepository(database.db),
      files: new LocalMediaStorage(config.downloadsDir),
      secret: await getOrCreateSecret(database.db, 'downloads'),
      clock,
    }),
    productDownloads: new ProductDownloadAdminService({
      downloads: new PgProductDownloadRepository(database.db),
      files: new LocalMediaStorage(config.downloadsDir),
    }),
    stockHolds: new StockHoldService({ holds: stockHolds, clock }),
    mailbox: new DevMailbox(sentMail),
    clientErrors: new ClientErrorReports(rateLimits),
    consents: new ConsentService({ decisions: new PgConsentRepository(database.db), limits: rateLimits, revision: config.consentRevision }),
    assets: deps.assets,
    countries: new VisitorCountryService(offlineCountryOfIp()),
    vendors,
    companyUsers: new CompanyUserService({
      users: new PgCompanyUserRepository(database.db),
      inviteMail: (member, token, siteUrl) => companyInviteMail(member, token, siteUrl, translator(member.language)),
    }),
    bulkOrders: new BulkOrderService({ carts, catalogue }),
    accountEvents: new AccountEventService(new PgAccountEventRepository(database.db)),
    reports: new ReportService(new PgReportRepository(database.db), orders, () => clock.now()),
    statistics: new StatisticsService(new PgStatisticsRepository(database.db), orders, clock),
    // Media: the user's own uploads (issue 20, account §7)
    media: new UserMediaService({
      uploads: new PgUserUploadRepository(database.db),
      reviewMedia: new LocalMediaStorage(config.reviewMediaDir),
      catalogue,
    }),
    // Order chat (issue 20, account §7)
    chat: new ChatService({
      chats: new PgChatRepository(database.db),
      users,
      orders,
      shopEmail: config.shopEmail,
      mailSiteUrl: mailSiteUrl(config),
      inbound: config.mailInbound,
    }),
    // Back office: orders (issue 21)
    adminOrders: new AdminOrderService({
      adminOrders: new PgAdminOrderRepository(database.db),
      orders,
      cancellations: commerce.cancellations,
      payments: new PgPaymentRepository(database.db),
      gateways: commerce.gateways,
      mails: {
        shipped: (order, shipment) => orderShippedMail(order, shipment, translator),
        note: (order, note) => orderNoteMail(order, note, translator, mailSiteUrl(config)),
        packingSlip: (order, language) => renderPackingSlipPdf(buildPackingSlip(order, DEMO_SELLER, translator(language), language)),
      },
      log,
    }),
    // Back office (issue 21): the dashboard's counts
    dashboard: new DashboardService(new PgDashboardRepository(database.db), clock),
    // Back office foundation (issue 21): the audit log, customers and companies
    audit: new AuditService({ audit: new PgAuditRepository(database.db) }),
    adminCustomers: new AdminCustomerService({
      customers: new PgAdminCustomerRepository(database.db),
      // The reset mail and its one-hour token, in the account's own language (not the back office's page's).
      mailPasswordLink: async (to, account, token, siteUrl) => {
        const language = account.language === 'lt' ? 'lt' : 'en';
        return commerce.queueMail(
          await passwordResetMail(to, { language, firstName: account.firstName }, token, siteUrl, translator(language)),
        );
      },
    }),
  };
  const listener = new CatalogueChangeListener(
    database.pool,
    { onChange: () => catalogue.invalidate(), onStockChange: (change) => catalogue.applyStockChange(change) },
    log,
  );
  return {
    services,
    start: async () => {
      if (config.jobWorker) await services.jobs.start();
      await listener.start();
    },
    stop: async () => {
      await services.jobs.stop();
      await listener.stop();
      await sessionData.close();
    },
    placeDemoOrders: (demo) =>
      placeDemoOrders(
        {
          carts,
          checkout: commerce.checkout,
          accountIdOf: async (email) => (await users.findCredentials(email))?.id ?? null,
          siteUrl: config.publicUrl ?? config.fallbackUrl,
          moveFirstRenewal: async (userId, orderId, days) => {
            const now = clock.now();
            const { subscriptions: mine } = await subscriptions.list({ kind: 'users', userIds: [userId] }, DEMO_LIST);
            const started = mine.find((s) => s.parentOrderId === orderId);
            if (!started) throw new Error(`demo order ${orderId} started no subscription`);
            const at = new Date(now.getTime() + days * 24 * 3600 * 1000);
            const moved = await subscriptions.change(started.id, started.version, { actor: 'customer', userId }, now, (s) =>
              changeRenewalDate(s, at, now),
            );
            if (!moved.ok) throw new Error(`demo subscription ${started.id}: ${moved.reason}`);
          },
        },
        demo,
      ),
  };
}
