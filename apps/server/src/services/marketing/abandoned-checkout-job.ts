import { languageSchema } from '@soul/contracts';
import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import { ABANDONED_CHECKOUT_MAIL_KIND, type MarketingRepository } from '@soul/domain/marketing/marketing-port';
import { moneyText } from '@soul/i18n';
import { createElement } from 'react';
import { z } from 'zod';
import { translator } from '../../i18n.ts';
import { links } from '../../links.ts';
import type { Clock } from '../clock.ts';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from '../mail/mailer.ts';
import { marketingMail } from '../mail/marketing-mail.ts';
import { AbandonedCheckoutMail } from '../mail/templates/AbandonedCheckoutMail.tsx';
import type { MarketingService } from './marketing.service.ts';

/** What the started-checkout event carries that the reminder shows (MarketingService.startedCheckout); anything else is ignored. */
const eventPayloadSchema = z.object({
  cart_link: z.string(),
  cart_totals: z.object({ total_price: z.string(), currency_minor_unit: z.number() }).partial().optional(),
  cart_contents: z
    .array(z.object({ name: z.string(), quantity: z.number() }))
    .max(100)
    .default([]),
});

/** The mail's ref: with the kind, a retried job never sends twice. */
export const abandonedCheckoutRef = (eventId: number) => `marketing-event:${eventId}`;

/**
 * The abandoned-checkout reminder (issue 17), queued by the started-checkout
 * event for ABANDONED_CHECKOUT_MAIL_MINUTES later when the e-mail had
 * marketing consent. When it runs it mails the cart's link and total in the
 * profile's language, unless consent was withdrawn since, an order was
 * placed by that e-mail since the checkout started, or a reminder already
 * went to it in the last 24 hours. A marketing mail: unsubscribe footer and
 * List-Unsubscribe headers (marketingMail).
 */
export function abandonedCheckoutMailJob(deps: {
  marketing: Pick<MarketingRepository, 'abandonedCheckout'>;
  service: Pick<MarketingService, 'mailUnsubscribe'>;
  sent: SentMailRepository;
  mailer: Mailer;
  siteUrl: string;
  clock: Clock;
  log: (message: string) => void;
}): JobHandler {
  return defineTask(z.object({ eventId: z.number().int().positive() }), async ({ eventId }) => {
    const ref = abandonedCheckoutRef(eventId);
    if (await deps.sent.wasSent(ABANDONED_CHECKOUT_MAIL_KIND, ref)) return;
    const checkout = await deps.marketing.abandonedCheckout(eventId, deps.clock.now());
    if (!checkout) return;
    if (!checkout.subscribed || checkout.orderedSince || checkout.remindedRecently) {
      deps.log(
        `abandoned checkout ${eventId}: no reminder (subscribed ${checkout.subscribed}, ordered ${checkout.orderedSince}, reminded ${checkout.remindedRecently})`,
      );
      return;
    }
    const event = eventPayloadSchema.safeParse(checkout.payload);
    const rebuild = event.success
      ? URL.canParse(event.data.cart_link) && new URL(event.data.cart_link).searchParams.get('rebuild_cart')
      : null;
    if (!event.success || !rebuild) return;
    const language = languageSchema.safeParse(checkout.language).data ?? 'en';
    const t = translator(language);
    // The link is rebuilt on the shop's public address, in the reader's language: only the cart comes from the event.
    const cartUrl = `${deps.siteUrl}${links.home(language)}?rebuild_cart=${encodeURIComponent(rebuild)}`;
    const totals = event.data.cart_totals;
    const cents = totals?.total_price !== undefined && totals.currency_minor_unit === 2 ? Number(totals.total_price) : NaN;
    const mail = await marketingMail({
      to: checkout.email,
      subject: t('marketing:abandonedCheckout.subject'),
      kind: ABANDONED_CHECKOUT_MAIL_KIND,
      ref,
      language,
      t,
      // Unsubscribing from this mail takes the e-mail off every list: the reminder is for anyone on one.
      unsubscribe: deps.service.mailUnsubscribe(deps.siteUrl, { email: checkout.email, listId: null }, language),
      render: (footer) =>
        createElement(AbandonedCheckoutMail, {
          language,
          items: event.data.cart_contents,
          total: Number.isSafeInteger(cents) ? moneyText(cents, language) : null,
          cartUrl,
          unsubscribe: footer,
          t,
        }),
    });
    await deps.mailer.send(mail);
  });
}
