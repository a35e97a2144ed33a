import type { PaymentMethodId } from '@soul/contracts';
import type { ServerConfig } from '../config.ts';
import type { WebAssets } from '../web-assets.ts';
import type { AccountService } from './accounts/account.service.ts';
import type { ProfileService } from './accounts/profile.service.ts';
import type { CartService } from './cart/cart.service.ts';
import type { CartTokens } from './cart-token.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { ProductContentService } from './catalogue/product-content.service.ts';
import type { TaxonomyService } from './catalogue/taxonomy.service.ts';
import type { StockNotificationService } from './catalogue/stock-notification.service.ts';
import type { StockHoldService } from './catalogue/stock-hold.service.ts';
import type { CheckoutService } from './checkout/checkout.service.ts';
import type { UpsellService } from './checkout/upsell.service.ts';
import type { ContactService } from './contact/contact.service.ts';
import type { ChatService } from './chat/chat.service.ts';
import type { AdminOrderService } from './orders/admin-orders.service.ts';
import type { InvoiceService } from './invoices/invoice.service.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { DevMailbox } from './mail/dev-mailbox.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MarketingService } from './marketing/marketing.service.ts';
import type { ClientErrorReports } from './reporting/client-error-reports.ts';
import type { ConsentService } from './consent/consent.service.ts';
import type { NonceService } from './nonces.ts';
import type { AccountOrderService } from './orders/account-orders.service.ts';
import type { OrderCancellationService } from './orders/order-cancellation.ts';
import type { OrderEditService } from './orders/order-edit.service.ts';
import type { OrderPayService } from './orders/order-pay.service.ts';
import type { AccountPaymentService } from './payments/account-payments.service.ts';
import type { PromotionService } from './promotions/promotion.service.ts';
import type { TimerService } from './promotions/timer.service.ts';
import type { MenuService } from './menus/menu.service.ts';
import type { VisitorCountryService } from './geo/visitor-country.ts';
import type { ReviewService } from './reviews/review.service.ts';
import type { PointsService } from './points/points.service.ts';
import type { ReferralService } from './referrals/referral.service.ts';
import type { DownloadService } from './downloads/download.service.ts';
import type { ProductDownloadAdminService } from './downloads/product-download-admin.service.ts';
import type { AccountSubscriptionService } from './subscriptions/account-subscriptions.service.ts';
import type { CompanyUserService } from './company-users/company-users.service.ts';
import type { BulkOrderService } from './company-users/bulk-order.service.ts';
import type { ShopSubscriptionService } from './subscriptions/shop-subscriptions.service.ts';
import type { VendorService } from './vendors/vendor.service.ts';
import type { AccountEventService } from './account-events/account-event.service.ts';
import type { ReportService } from './reports/report.service.ts';
import type { StatisticsService } from './statistics/statistics.service.ts';
import type { DashboardService } from './back-office/dashboard.service.ts';
import type { UserMediaService } from './media/user-media.service.ts';
import type { AuditService } from './back-office/audit.service.ts';
import type { AdminCustomerService } from './back-office/admin-customers.service.ts';

/**
 * The services routes call, built once (services/build-services.ts). Only
 * services: no repository or database handle reaches a route, so every
 * rule lives behind a service.
 */
export interface AppServices {
  config: ServerConfig;
  catalogue: CatalogueService;
  /** Categories, tags, brands, attributes and a listing's collection data. */
  taxonomy: TaxonomyService;
  /** The product page's accordion texts and videos. */
  productContent: ProductContentService;
  stockNotifications: StockNotificationService;
  /** The back-in-stock mail's personal hold link. */
  stockHolds: StockHoldService;
  nonces: NonceService;
  cartTokens: CartTokens;
  carts: CartService;
  accounts: AccountService;
  profiles: ProfileService;
  accountOrders: AccountOrderService;
  accountPayments: AccountPaymentService;
  /** The account area's subscriptions and every change a customer makes to one. */
  subscriptions: AccountSubscriptionService;
  /** What only the shop does to subscriptions: statuses, dates, price announcements (administrators). */
  shopSubscriptions: ShopSubscriptionService;
  checkout: CheckoutService;
  upsell: UpsellService;
  orderEdits: OrderEditService;
  cancellations: OrderCancellationService;
  /** The pay-for-order page's payments. */
  orderPay: OrderPayService;
  invoices: InvoiceService;
  /** Promotions (widgets' reads, administration, the server-side promo grant) and visitor countdowns. */
  promotions: PromotionService;
  timers: TimerService;
  /** The shop's menus (issue 19): the header's mega menu and phone drawer, administration. */
  menus: MenuService;
  contact: ContactService;
  /** Product reviews: submission, the storefront's reads (approved only), moderation. */
  reviews: ReviewService;
  /** Customer points: the ledger's reads, adjustments, spending on the cart. */
  points: PointsService;
  /** Referral codes and links, the affiliate cookie's code, the customer's referral history. */
  referrals: ReferralService;
  /** Digital purchases: the buyer's files and their signed, counted links. */
  downloads: DownloadService;
  /** The back office's product files (admin/product-downloads). */
  productDownloads: ProductDownloadAdminService;
  marketing: MarketingService;
  /** Browser error reports sent to the shop's own endpoint (no Sentry DSN). */
  clientErrors: ClientErrorReports;
  /** Cookie-consent decisions kept as proof of consent (GDPR), and their admin list. */
  consents: ConsentService;
  /** Payment methods offered at checkout, in display order. */
  paymentMethods: readonly PaymentMethodId[];
  /** How mail leaves the shop (the dev mailbox exists only for the local outbox). */
  mailer: Pick<Mailer, 'transport'>;
  mailbox: DevMailbox;
  /** This instance's background jobs and schedules (readiness, shutdown, the jobs command). */
  jobs: JobRunner;
  /** The widget bundle's files (from Vite's manifest). */
  assets: WebAssets;
  /** The visitor's country: the country cookie, else the client address's, from an offline database. */
  countries: VisitorCountryService;
  /** Vendors (wholesale buyers): applications, administrators' decisions, customer groups and their terms. */
  vendors: VendorService;
  /** A company's staff and their flags, managed by its director, with the audit log (issue 20). */
  companyUsers: CompanyUserService;
  /** Bulk order: a company buyer's SKU lines added to the cart in one batch. */
  bulkOrders: BulkOrderService;
  /** The account's event log (sign-in, sign-out, viewed, modified): who may read whose, and views recorded. */
  accountEvents: AccountEventService;
  /** Spending reports (by month, product, staff member) over the orders a reader may see. */
  reports: ReportService;
  /** Statistics: orders and spending over time (by day, week or month) over the orders a reader may see. */
  statistics: StatisticsService;
  /** The user's own uploads (profile photo, review media) as WordPress's media list (account §7). */
  media: UserMediaService;
  /** Order chat (issue 20, account §7): an order's thread between the customer's side and the shop. */
  chat: ChatService;
  /** Back office: orders (issue 21): list, detail, status moves, notes, refunds, packing slip. */
  adminOrders: AdminOrderService;
  /** Back office (issue 21): the dashboard's sales and queues. */
  dashboard: DashboardService;
  /** Back office foundation (issue 21): the audit log of admin writes, and customers and companies. */
  audit: AuditService;
  adminCustomers: AdminCustomerService;
}
