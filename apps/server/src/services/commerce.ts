import type { ReferralService } from './referrals/referral.service.ts';
import type { MailAttachment } from '@soul/domain/mail/sent-mail-port';
import type { PaymentMethodId } from '@soul/contracts';
import {
  ORDER_MAIL_JOB,
  ORDER_UPDATE_MAIL_JOB,
  PgPaymentRepository,
  PgStockNotificationRepository,
  PgTestGatewayRepository,
  queueJob,
  SEND_MAIL_JOB,
  SUBSCRIPTION_NOTICE_JOB,
  type DatabaseHandle,
  type PgOrderRepository,
  type PgSentMailRepository,
  type PgUserRepository,
  type PgSubscriptionRepository,
} from '@soul/db';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { ServerConfig } from '../config.ts';
import type { CartService } from './cart/cart.service.ts';
import { CheckoutService } from './checkout/checkout.service.ts';
import { UpsellService } from './checkout/upsell.service.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { Clock } from './clock.ts';
import type { JobHandler } from './jobs/job-task.ts';
import type { Schedule } from './jobs/schedules.ts';
import { OutboxMailer, SmtpMailer, type Mailer, type OutgoingMail } from './mail/mailer.ts';
import { mailSiteUrl } from './mail/mail-site-url.ts';
import { orderMailJob } from './mail/order-mail-job.ts';
import { sendMailJob } from './mail/send-mail-job.ts';
import { CardCharges } from './payments/card-charges.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { PaymentReconciliation, RECONCILIATION_JOB } from './payments/reconciliation.service.ts';
import { StripeGateway } from './payments/stripe-gateway.ts';
import { TestCardGateway } from './payments/test-card-gateway.ts';
import { OrderCancellationService } from './orders/order-cancellation.ts';
import { OrderEditService } from './orders/order-edit.service.ts';
import { OrderPayService } from './orders/order-pay.service.ts';
import { translator } from '../i18n.ts';
import type { InvoiceService } from './invoices/invoice.service.ts';
import { orderUpdateMailJob } from './mail/order-update-mail-job.ts';
import { RenewalService, SUBSCRIPTION_REMINDER_JOB } from './subscriptions/renewal.service.ts';
import { renewalReminderJob } from './subscriptions/renewal-reminder-job.ts';
import { priceNoticeJob } from './subscriptions/price-notice-job.ts';
import { subscriptionNoticeJob } from './subscriptions/subscription-notice-job.ts';
import { SUBSCRIPTION_PRICE_NOTICE_JOB } from '@soul/domain/subscriptions/price-change';
import { renewalJobs, SUBSCRIPTION_SWEEP_SCHEDULE } from './subscriptions/renewal-jobs.ts';
import { BACK_IN_STOCK_SWEEP_SCHEDULE, backInStockJobs } from './catalogue/back-in-stock-jobs.ts';

/** Reconciliation looks for stuck payments every minute, once across all instances; a missed minute is not made up (the next run covers it). */
const RECONCILIATION_SCHEDULE: Schedule = { identifier: RECONCILIATION_JOB, task: RECONCILIATION_JOB, cron: '* * * * *' };

/**
 * Orders, payments, mail and their background jobs, wired from configuration:
 * SMTP when SMTP_URL is set (else the local outbox), and the card methods
 * whose gateway exists (the test card always; Stripe with its keys).
 */
export async function buildCommerce(deps: {
  config: ServerConfig;
  carts: CartService;
  catalogue: CatalogueService;
  database: DatabaseHandle;
  users: PgUserRepository;
  orders: PgOrderRepository;
  subscriptions: PgSubscriptionRepository;
  clock: Clock;
  sentMail: PgSentMailRepository;
  testCardSecret: string;
  invoices: InvoiceService;
  referrals?: ReferralService;
  log: (message: string) => void;
  /** Wraps each card gateway (tests). */
  wrapGateway?: ((gateway: PaymentGateway) => PaymentGateway) | undefined;
}) {
  const { config, log } = deps;
  const siteUrl = mailSiteUrl(config);
  const mailer: Mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, deps.sentMail) : new OutboxMailer(deps.sentMail);

  const wrap = deps.wrapGateway ?? ((gateway: PaymentGateway) => gateway);
  const testCard = new TestCardGateway(deps.testCardSecret, new PgTestGatewayRepository(deps.database.db), { now: () => deps.clock.now() });
  const gateways: Partial<Record<PaymentMethodId, PaymentGateway>> = { soul_test_card: wrap(testCard) };
  const paymentMethods: PaymentMethodId[] = ['soul_test_card', 'bacs', 'cod'];
  if (config.stripe) {
    gateways.stripe = wrap(new StripeGateway({ secretKey: config.stripe.secretKey }));
    paymentMethods.unshift('stripe');
  }

  const { payments, charges, reconciliation } = paymentOperations({ database: deps.database, orders: deps.orders, gateways, config, log });

  /** The tasks background jobs run, by name (the names the shop's SQL queues them under). */
  const jobHandlers: Record<string, JobHandler> = {
    [ORDER_MAIL_JOB]: orderMailJob({
      orders: deps.orders,
      sent: deps.sentMail,
      mailer,
      shopEmail: config.shopEmail,
      siteUrl,
      invoiceAttachment: async (order) => invoiceAttachment(deps.invoices, order, await deps.subscriptions.isRenewalOrder(order.id)),
    }),
    [SEND_MAIL_JOB]: sendMailJob({ sent: deps.sentMail, mailer }),
    [ORDER_UPDATE_MAIL_JOB]: orderUpdateMailJob({ orders: deps.orders, users: deps.users, sent: deps.sentMail, mailer, siteUrl }),
    // The shop's clock, not the schedule's time: the jobs command runs it at the time it is asked about.
    [RECONCILIATION_JOB]: async () => void (await reconciliation.run(deps.clock.now())),
  };

  const checkout = new CheckoutService({
    carts: deps.carts,
    orders: deps.orders,
    users: deps.users,
    gateways,
    charges,
    enabledMethods: paymentMethods,
    queueOrderMail: (orderId) => queueJob(deps.database.db, ORDER_MAIL_JOB, { orderId }),
    clock: deps.clock,
    ...(deps.referrals ? { referrals: deps.referrals } : {}),
  });
  const upsell = new UpsellService({
    orders: deps.orders,
    catalogue: deps.catalogue,
    gateways,
    discountPercent: config.upsellDiscountPercent,
    now: () => deps.clock.now(),
  });
  const cancellations = new OrderCancellationService({ orders: deps.orders, gateways, charges, log });
  const orderEdits = new OrderEditService({
    orders: deps.orders,
    payments,
    catalogue: deps.catalogue,
    gateways,
    cancellations,
    changeTitle: (language) => translator(language)('payments.orderChange'),
    log,
    now: () => deps.clock.now(),
  });
  const renewals = new RenewalService({
    subscriptions: deps.subscriptions,
    orders: deps.orders,
    catalogue: deps.catalogue,
    charges,
    clock: deps.clock,
    retryDays: config.renewalRetryDays,
    reminderDays: config.renewalReminderDays,
    queue: (task, payload, options) => queueJob(deps.database.db, task, payload, options ?? {}),
    log,
  });
  Object.assign(jobHandlers, renewalJobs(renewals, log), {
    [SUBSCRIPTION_REMINDER_JOB]: renewalReminderJob({ subscriptions: deps.subscriptions, sent: deps.sentMail, mailer, siteUrl }),
    [SUBSCRIPTION_PRICE_NOTICE_JOB]: priceNoticeJob({ subscriptions: deps.subscriptions, sent: deps.sentMail, mailer, siteUrl }),
    [SUBSCRIPTION_NOTICE_JOB]: subscriptionNoticeJob({ subscriptions: deps.subscriptions, sent: deps.sentMail, mailer, siteUrl }),
  });
  Object.assign(
    jobHandlers,
    backInStockJobs({
      notifications: new PgStockNotificationRepository(deps.database.db),
      sent: deps.sentMail,
      mailer,
      siteUrl,
      clock: deps.clock,
      holdHours: config.backInStockHoldHours,
      queue: (task, payload, options) => queueJob(deps.database.db, task, payload, options ?? {}),
      log,
    }),
  );
  const orderPay = new OrderPayService({ orders: deps.orders, gateways, charges, enabledMethods: paymentMethods, clock: deps.clock });
  const queueMail = (mail: OutgoingMail) => queueJob(deps.database.db, SEND_MAIL_JOB, mail);
  return {
    orders: deps.orders,
    payments,
    checkout,
    charges,
    upsell,
    orderEdits,
    cancellations,
    orderPay,
    reconciliation,
    paymentMethods,
    gateways,
    mailer,
    sentMail: deps.sentMail,
    jobHandlers,
    schedules: [RECONCILIATION_SCHEDULE, SUBSCRIPTION_SWEEP_SCHEDULE, BACK_IN_STOCK_SWEEP_SCHEDULE],
    renewals,
    queueMail,
  };
}

/**
 * Card charges, refunds and their reconciliation over one database and set
 * of gateways (buildCommerce's; a test builds the same to run
 * reconciliation at a time of its choosing).
 */
export function paymentOperations(deps: {
  database: DatabaseHandle;
  orders: PgOrderRepository;
  gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
  config: Pick<ServerConfig, 'upsellSeconds' | 'paymentReconcileMinutes'>;
  log: (message: string) => void;
}) {
  const payments = new PgPaymentRepository(deps.database.db);
  const charges = new CardCharges({
    orders: deps.orders,
    payments,
    gateways: deps.gateways,
    upsellSeconds: deps.config.upsellSeconds,
    log: deps.log,
  });
  const reconciliation = new PaymentReconciliation({
    orders: deps.orders,
    payments,
    gateways: deps.gateways,
    charges,
    afterMinutes: deps.config.paymentReconcileMinutes,
    log: deps.log,
  });
  return { payments, charges, reconciliation };
}

/** The order's invoice as a mail attachment, when the shop attaches invoices to new-order (or renewal) mails (account §2 settings). */
async function invoiceAttachment(invoices: InvoiceService, order: StoredOrder, renewal: boolean): Promise<MailAttachment | null> {
  const settings = await invoices.settings();
  const attach = renewal ? settings.attach_to_renewal : settings.attach_to_new_order;
  if (!attach || !invoices.hasInvoice(order)) return null;
  const file = await invoices.file(order);
  if (!file) return null;
  return { filename: file.filename, contentType: 'application/pdf', base64: file.pdf.toString('base64') };
}
