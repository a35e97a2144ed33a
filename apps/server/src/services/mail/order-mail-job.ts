import type { MailAttachment, SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from './mailer.ts';
import { orderMails } from './order-mails.ts';

const payloadSchema = z.object({ orderId: z.number().int().positive() });

/**
 * The `order_emails` job: confirmation to the customer, notice to the shop.
 * A mail already sent is skipped, so a retry after a half-done run sends
 * only what is missing.
 */
export function orderMailJob(deps: {
  orders: OrderRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  shopEmail: string;
  /** Base of links in the mail (the pay-for-order link). */
  siteUrl: string;
  /** The invoice to attach to the customer's confirmation, when the invoice settings say so (account §2). */
  invoiceAttachment: (order: StoredOrder) => Promise<MailAttachment | null>;
}): JobHandler {
  return defineTask(payloadSchema, async ({ orderId }) => {
    const order = await deps.orders.find(orderId);
    if (!order) return;
    for (const mail of await orderMails(order, deps.shopEmail, translator, deps.siteUrl)) {
      if (await deps.sent.wasSent(mail.kind, mail.ref)) continue;
      const invoice = mail.kind === 'order_confirmation' ? await deps.invoiceAttachment(order) : null;
      await deps.mailer.send(invoice ? { ...mail, attachments: [invoice] } : mail);
    }
  });
}
