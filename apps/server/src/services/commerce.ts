import type { PaymentMethodId } from '@soul/contracts';
import { PgTestGatewayRepository, type DatabaseHandle, type PgJobRepository, type PgOrderRepository, type PgSentMailRepository, type PgUserRepository } from '@soul/db';
import type { ServerConfig } from '../config.ts';
import type { CartService } from './cart/cart.service.ts';
import { CheckoutService } from './checkout/checkout.service.ts';
import { UpsellService } from './checkout/upsell.service.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { JobWorker } from './jobs/job-worker.ts';
import { OutboxMailer, SmtpMailer, type Mailer, type OutgoingMail } from './mail/mailer.ts';
import { orderMailJob } from './mail/order-mail-job.ts';
import { sendMailJob } from './mail/send-mail-job.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { StripeGateway } from './payments/stripe-gateway.ts';
import { TestCardGateway } from './payments/test-card-gateway.ts';
import { OrderEditService } from './orders/order-edit.service.ts';
import { translator } from '../i18n.ts';
import type { InvoiceService } from './invoices/invoice.service.ts';
import { ORDER_UPDATE_MAIL_JOB, type MailAttachment, type StoredOrder } from '@soul/db';
import { orderUpdateMailJob } from './mail/order-update-mail-job.ts';

/**
 * Orders, payments, mail and the job worker, wired from configuration:
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
  jobs: PgJobRepository;
  sentMail: PgSentMailRepository;
  testCardSecret: string;
  invoices: InvoiceService;
  log: (message: string) => void;
}) {
  const { config } = deps;
  const mailer: Mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, deps.sentMail) : new OutboxMailer(deps.sentMail);
  const worker = new JobWorker(
    deps.jobs,
    {
      order_emails: orderMailJob({ orders: deps.orders, sent: deps.sentMail, mailer, shopEmail: config.shopEmail, invoiceAttachment: (order) => invoiceAttachment(deps.invoices, order) }),
      send_mail: sendMailJob({ sent: deps.sentMail, mailer }),
      [ORDER_UPDATE_MAIL_JOB]: orderUpdateMailJob({ orders: deps.orders, users: deps.users, sent: deps.sentMail, mailer }),
    },
    deps.log,
  );
  const testCard = new TestCardGateway(deps.testCardSecret, new PgTestGatewayRepository(deps.database.db));
  const gateways: Partial<Record<PaymentMethodId, PaymentGateway>> = { soul_test_card: testCard };
  const paymentMethods: PaymentMethodId[] = ['soul_test_card', 'bacs', 'cod'];
  if (config.stripe) {
    gateways.stripe = new StripeGateway({ secretKey: config.stripe.secretKey });
    paymentMethods.unshift('stripe');
  }
  const checkout = new CheckoutService({
    carts: deps.carts,
    orders: deps.orders,
    users: deps.users,
    gateways,
    enabledMethods: paymentMethods,
    upsellSeconds: config.upsellSeconds,
    // Without a worker in this process (JOB_WORKER=off) the job waits for one that runs elsewhere.
    onMailQueued: config.jobWorker ? () => void worker.runDue().catch((e: unknown) => deps.log(`mail: ${String(e)}`)) : () => {},
  });
  const upsell = new UpsellService({ orders: deps.orders, catalogue: deps.catalogue, gateway: testCard, discountPercent: config.upsellDiscountPercent });
  const orderEdits = new OrderEditService({
    orders: deps.orders, catalogue: deps.catalogue, gateways, changeTitle: (language) => translator(language)('payments.orderChange'),
  });
  /** Queues a rendered mail as a durable job and nudges the worker. */
  const nudgeWorker = () => {
    if (config.jobWorker) void worker.runDue().catch((e: unknown) => deps.log(`mail: ${String(e)}`));
  };
  const queueMail = async (mail: OutgoingMail) => {
    await deps.jobs.enqueue('send_mail', mail);
    nudgeWorker();
  };
  return { orders: deps.orders, checkout, upsell, orderEdits, paymentMethods, gateways, mailer, sentMail: deps.sentMail, worker, queueMail, nudgeWorker };
}

/** The order's invoice as a mail attachment, when the shop attaches invoices to new-order mails (account §2 settings). */
async function invoiceAttachment(invoices: InvoiceService, order: StoredOrder): Promise<MailAttachment | null> {
  const settings = await invoices.settings();
  if (!settings.attach_to_new_order || !invoices.hasInvoice(order)) return null;
  const file = await invoices.file(order, settings);
  return { filename: file.filename, contentType: 'application/pdf', base64: file.pdf.toString('base64') };
}
