import type { UserRepository } from '@soul/domain/accounts/user-port';
import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import { ORDER_UPDATE_KINDS } from '@soul/domain/orders/order-update-mail';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from './mailer.ts';
import { orderUpdateMail } from './order-update-mail.ts';

const payloadSchema = z.object({
  orderId: z.number().int().positive(),
  kind: z.enum(ORDER_UPDATE_KINDS),
  amount: z.number().int(),
  ref: z.string(),
});

/**
 * The `order_update_mail` job: tells the customer their order was edited,
 * cancelled or refunded, unless their account turned order notifications
 * off, or that its payment did not go through (always). Sent once per
 * change even if the job is retried.
 */
export function orderUpdateMailJob(deps: {
  orders: OrderRepository;
  users: UserRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
}): JobHandler {
  return defineTask(payloadSchema, async (update) => {
    const order = await deps.orders.find(update.orderId);
    if (!order) return;
    // A payment that did not go through is not news the customer may turn off: the order waits for them.
    if (update.kind !== 'payment_failed' && order.userId && !(await deps.users.wantsOrderUpdates(order.userId))) return;
    const mail = await orderUpdateMail(order, update, translator, deps.siteUrl);
    if (await deps.sent.wasSent(mail.kind, mail.ref)) return;
    await deps.mailer.send(mail);
  });
}
