import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { SubscriptionRepository } from '@soul/domain/subscriptions/subscription-port';
import { createElement } from 'react';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates/render-mail.ts';
import { SubscriptionPriceNoticeMail } from '../mail/templates/SubscriptionPriceNoticeMail.tsx';

/**
 * Mails the notice of a new price (queued with the change that announced
 * it): the product, the old and new price, the first renewal charged it,
 * and the subscription's page. Once per line and date; nothing when the
 * announcement was replaced meanwhile.
 */
export function priceNoticeJob(deps: {
  subscriptions: SubscriptionRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
}): JobHandler {
  const payload = z.object({ subscriptionId: z.number().int().positive(), lineId: z.number().int().positive(), from: z.iso.datetime() });
  return defineTask(payload, async ({ subscriptionId, lineId, from }) => {
    const subscription = await deps.subscriptions.find(subscriptionId);
    const line = subscription?.lines.find((l) => l.id === lineId);
    if (!subscription || line?.nextUnitPrice == null || line.nextPriceFrom?.toISOString() !== new Date(from).toISOString()) return;
    const ref = `subscription-price:${subscription.id}:${line.id}:${from}`;
    if (await deps.sent.wasSent('subscription_price_notice', ref)) return;
    const t = translator(subscription.language);
    const mail = await renderMail(
      createElement(SubscriptionPriceNoticeMail, {
        t,
        notice: {
          language: subscription.language,
          name: subscription.shippingAddress.first_name,
          product: line.name,
          oldPrice: line.unitPrice,
          newPrice: line.nextUnitPrice,
          from: line.nextPriceFrom,
          manageUrl: `${deps.siteUrl}${links.accountSubscription(subscription.language, subscription.id)}`,
        },
      }),
    );
    await deps.mailer.send({
      kind: 'subscription_price_notice',
      ref,
      to: subscription.billingEmail,
      subject: t('checkout:mail.priceNoticeSubject'),
      ...mail,
    });
  });
}
