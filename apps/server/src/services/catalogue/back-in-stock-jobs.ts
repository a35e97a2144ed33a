import { languageSchema } from '@soul/contracts';
import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { StockNotificationRepository } from '@soul/domain/products/stock-notification-port';
import { createElement } from 'react';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { Clock } from '../clock.ts';
import { defineTask, type JobHandler, type QueueJob } from '../jobs/job-task.ts';
import type { Schedule } from '../jobs/schedules.ts';
import type { Mailer } from '../mail/mailer.ts';
import { BackInStockMail } from '../mail/templates/BackInStockMail.tsx';
import { renderMail } from '../mail/templates/render-mail.ts';

/** Task names (packages/db's task-names.ts holds the same; the trigger queues the first by name). */
export const BACK_IN_STOCK = { release: 'back_in_stock', mail: 'back_in_stock_mail', sweep: 'back_in_stock_sweep' } as const;

/**
 * The throttle: one run of a product's job mails at most this many sign-ups,
 * and the rest wait a minute for the next run (at most 20 mails a minute per
 * product, so a popular product's return does not flood the mail server).
 */
export const BACK_IN_STOCK_BATCH = 20;
const NEXT_BATCH_MS = 60_000;

/** The safety net: every 10 minutes, products in stock with sign-ups still waiting (a job lost to a restore, a sign-up made while in stock). */
export const BACK_IN_STOCK_SWEEP_SCHEDULE: Schedule = { identifier: BACK_IN_STOCK.sweep, task: BACK_IN_STOCK.sweep, cron: '*/10 * * * *' };

/** The mail's ref: with the kind, a retried mail job never sends twice. */
export const backInStockRef = (notificationId: number) => `stock-notification:${notificationId}`;

/**
 * Back-in-stock mail (issue 17). A product coming back queues `back_in_stock`
 * in the transaction that restocked it (migration 0025's trigger); that job
 * marks a batch of sign-ups notified, holds units for the first of them and
 * queues one mail each, all in one transaction; each mail is sent once.
 */
export function backInStockJobs(deps: {
  notifications: StockNotificationRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
  clock: Clock;
  /** Hours a returning unit is kept for the first sign-ups; 0: no holds. */
  holdHours: number;
  queue: QueueJob;
  log: (message: string) => void;
}): Record<string, JobHandler> {
  const release = async (productId: number) => {
    const now = deps.clock.now();
    const holdUntil = deps.holdHours > 0 ? new Date(now.getTime() + deps.holdHours * 3_600_000) : null;
    const done = await deps.notifications.release(productId, { limit: BACK_IN_STOCK_BATCH, now, holdUntil });
    if (done.notified > 0) deps.log(`back in stock: product ${productId}, ${done.notified} mails queued, ${done.held} holds`);
    if (done.more) {
      await deps.queue(
        BACK_IN_STOCK.release,
        { productId },
        { jobKey: `back_in_stock:${productId}`, runAt: new Date(now.getTime() + NEXT_BATCH_MS) },
      );
    }
  };
  return {
    [BACK_IN_STOCK.release]: defineTask(z.object({ productId: z.number().int().positive() }), ({ productId }) => release(productId)),
    [BACK_IN_STOCK.sweep]: async () => {
      for (const productId of await deps.notifications.waitingAvailable(100)) {
        // preserve_run_at: a product waiting for its next throttled batch is not brought forward.
        await deps.queue(BACK_IN_STOCK.release, { productId }, { jobKey: `back_in_stock:${productId}`, jobKeyMode: 'preserve_run_at' });
      }
    },
    [BACK_IN_STOCK.mail]: defineTask(
      z.object({ notificationId: z.number().int().positive(), productId: z.number().int().positive() }),
      async ({ notificationId, productId }) => {
        const ref = backInStockRef(notificationId);
        if (await deps.sent.wasSent('back_in_stock', ref)) return;
        const view = await deps.notifications.mailView(notificationId, productId);
        if (!view) return;
        const language = languageSchema.safeParse(view.lang).data ?? 'en';
        const t = translator(language);
        const url = view.hold
          ? `${deps.siteUrl}/wp-json/soul/v1/stock-holds/${encodeURIComponent(view.hold.token)}`
          : `${deps.siteUrl}${links.product(language, view.slug)}`;
        const heldUntil = view.hold ? view.hold.expiresAt.toISOString().slice(0, 16).replace('T', ' ') : null;
        const mail = await renderMail(createElement(BackInStockMail, { language, product: view.productName, url, heldUntil, t }));
        await deps.mailer.send({
          kind: 'back_in_stock',
          ref,
          to: view.email,
          subject: t('checkout:mail.backInStock.subject', { product: view.productName }),
          ...mail,
        });
      },
    ),
  };
}
