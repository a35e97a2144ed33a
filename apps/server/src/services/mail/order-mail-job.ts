import type { PgOrderRepository, PgSentMailRepository } from '@soul/db';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import type { Mailer } from './mailer.ts';
import { orderMails } from './order-mails.ts';

const payloadSchema = z.object({ orderId: z.number().int().positive() });

/**
 * The `order_emails` job: confirmation to the customer, notice to the shop.
 * A mail already sent is skipped, so a retry after a half-done run sends
 * only what is missing.
 */
export function orderMailJob(deps: { orders: PgOrderRepository; sent: PgSentMailRepository; mailer: Mailer; shopEmail: string }): JobHandler {
  return async (payload) => {
    const { orderId } = payloadSchema.parse(payload);
    const order = await deps.orders.find(orderId);
    if (!order) return;
    for (const mail of orderMails(order, deps.shopEmail, translator)) {
      if (await deps.sent.wasSent(mail.kind, mail.ref)) continue;
      await deps.mailer.send(mail);
    }
  };
}
