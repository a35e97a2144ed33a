import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import type { SubscriptionRepository } from '@soul/domain/subscriptions/subscription-port';
import { createElement } from 'react';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates/render-mail.ts';
import { SubscriptionNoticeMail } from '../mail/templates/SubscriptionNoticeMail.tsx';

/**
 * Tells the customer their subscription went on hold (queued in the
 * transaction that held it): no payment after every retry, or a product
 * out of stock at renewal. Once per renewal and kind.
 */
export function subscriptionNoticeJob(deps: {
  subscriptions: SubscriptionRepository;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
}): JobHandler {
  const payload = z.object({
    subscriptionId: z.number().int().positive(),
    kind: z.enum(['payment_failed', 'waiting_for_stock']),
    ref: z.string().max(100),
    product: z.string().max(300).optional(),
  });
  return defineTask(payload, async ({ subscriptionId, kind, ref, product }) => {
    const subscription = await deps.subscriptions.find(subscriptionId);
    if (!subscription) return;
    const mailRef = `subscription:${subscription.id}:${ref}`;
    if (await deps.sent.wasSent(`subscription_${kind}`, mailRef)) return;
    const t = translator(subscription.language);
    const mail = await renderMail(
      createElement(SubscriptionNoticeMail, {
        language: subscription.language,
        name: subscription.shippingAddress.first_name,
        kind,
        product: product ?? subscription.lines[0]?.name ?? '',
        manageUrl: `${deps.siteUrl}${links.accountSubscription(subscription.language, subscription.id)}`,
        t,
      }),
    );
    await deps.mailer.send({
      kind: `subscription_${kind}`,
      ref: mailRef,
      to: subscription.billingEmail,
      subject: t(`checkout:mail.subscriptionNotice.${kind}Subject`),
      ...mail,
    });
  });
}
