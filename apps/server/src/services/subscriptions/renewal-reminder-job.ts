import { renewalAmount } from '@soul/domain/subscriptions/schedule-preview';
import { unitPriceOn } from '@soul/domain/subscriptions/subscription';
import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { SubscriptionRepository } from '@soul/domain/subscriptions/subscription-port';
import { createElement } from 'react';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates/render-mail.ts';
import { SubscriptionReminderMail } from '../mail/templates/SubscriptionReminderMail.tsx';

/**
 * Mails the reminder of one renewal: what will be charged, when, and the
 * subscription's page to skip, move or cancel it. Sent once per renewal
 * date (sent_mail's kind and ref); nothing if the date moved since the job
 * was queued or the subscription no longer renews.
 */
export function renewalReminderJob(deps: {
  subscriptions: SubscriptionRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
}): JobHandler {
  return defineTask(
    z.object({ subscriptionId: z.number().int().positive(), dueAt: z.iso.datetime() }),
    async ({ subscriptionId, dueAt }) => {
      const subscription = await deps.subscriptions.find(subscriptionId);
      if (subscription?.status !== 'active' || subscription.nextRenewalAt?.toISOString() !== new Date(dueAt).toISOString()) return;
      const ref = `subscription:${subscription.id}:${dueAt}`;
      if (await deps.sent.wasSent('subscription_renewal_reminder', ref)) return;
      const t = translator(subscription.language);
      const amount = renewalAmount(subscription, subscription.nextRenewalAt);
      const mail = await renderMail(
        createElement(SubscriptionReminderMail, {
          t,
          reminder: {
            language: subscription.language,
            name: subscription.shippingAddress.first_name,
            renewsAt: subscription.nextRenewalAt,
            lines: subscription.lines.map((line) => ({
              name: line.name,
              quantity: line.quantity,
              total: line.quantity * unitPriceOn(line, subscription.nextRenewalAt),
            })),
            shipping: amount.shipping,
            total: amount.total,
            card: subscription.card ? `${subscription.card.brand} •••• ${subscription.card.last4}` : null,
            manageUrl: `${deps.siteUrl}${links.accountSubscription(subscription.language, subscription.id)}`,
          },
        }),
      );
      await deps.mailer.send({
        kind: 'subscription_renewal_reminder',
        ref,
        to: subscription.billingEmail,
        subject: t('checkout:mail.renewalReminderSubject'),
        ...mail,
      });
    },
  );
}
