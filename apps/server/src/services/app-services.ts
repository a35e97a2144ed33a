import type { DatabaseHandle, PgContactRepository, PgMarketingEventRepository, PgPaymentRepository, PgOrderRepository, PgSentMailRepository, PgStockNotificationRepository, PgUserRepository } from '@soul/db';
import type { PaymentMethodId } from '@soul/contracts';
import type { AccountService } from './accounts/account.service.ts';
import type { CheckoutService } from './checkout/checkout.service.ts';
import type { UpsellService } from './checkout/upsell.service.ts';
import type { JobWorker } from './jobs/job-worker.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { ServerConfig } from '../config.ts';
import type { WebAssets } from '../pages/web-assets.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { NonceService } from './nonces.ts';
import type { CartTokens } from './cart-token.ts';
import type { CartService } from './cart/cart.service.ts';
import type { OrderEditService } from './orders/order-edit.service.ts';
import type { InvoiceService } from './invoices/invoice.service.ts';
import type { ProfileService } from './accounts/profile.service.ts';
import type { CardCharges } from './payments/card-charges.ts';
import type { PaymentReconciliation } from './payments/reconciliation.service.ts';
import type { OrderCancellationService } from './orders/order-cancellation.ts';
import type { OrderPayService } from './orders/order-pay.service.ts';

/** Everything routes need, built once by buildApp(). */
export interface AppServices {
  config: ServerConfig;
  database: DatabaseHandle;
  catalogue: CatalogueService;
  nonces: NonceService;
  cartTokens: CartTokens;
  carts: CartService;
  stockNotifications: PgStockNotificationRepository;
  users: PgUserRepository;
  accounts: AccountService;
  orders: PgOrderRepository;
  checkout: CheckoutService;
  upsell: UpsellService;
  orderEdits: OrderEditService;
  cancellations: OrderCancellationService;
  /** The pay-for-order page's payments. */
  orderPay: OrderPayService;
  /** Card charges of orders and the recording of their answers. */
  charges: CardCharges;
  /** Finishes payments whose answer never got recorded (a recurring job runs it). */
  reconciliation: PaymentReconciliation;
  payments: PgPaymentRepository;
  invoices: InvoiceService;
  profiles: ProfileService;
  contact: PgContactRepository;
  /** Runs due background jobs now (after queueing mail in a transaction of one's own). */
  nudgeWorker: () => void;
  /** Payment methods offered at checkout, in display order. */
  paymentMethods: readonly PaymentMethodId[];
  /** The card gateways configured, by payment method (refunds go back through the one that charged). */
  gateways: Partial<Record<PaymentMethodId, PaymentGateway>>;
  mailer: Mailer;
  sentMail: PgSentMailRepository;
  worker: JobWorker;
  marketingEvents: PgMarketingEventRepository;
  /** The widget bundle's files (from Vite's manifest). */
  assets: WebAssets;
}
