import type { AccountSubscription } from '@soul/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { AddressBlock } from '../orders/AddressBlock.tsx';
import { useCardBrand } from '../payments/card-brand.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { AddProductDialog } from './AddProductDialog.tsx';
import { PaymentMethodDialog } from './PaymentMethodDialog.tsx';
import { RenewalList } from './RenewalList.tsx';
import { RenewalTotals } from './RenewalTotals.tsx';
import { SubscriptionActions } from './SubscriptionActions.tsx';
import { SubscriptionLines } from './SubscriptionLines.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { SubscriptionTimeline } from './SubscriptionTimeline.tsx';
import { UndoNotice } from './UndoNotice.tsx';
import { useSubscriptionChange } from './use-subscription-change.ts';

/**
 * The blocks of a subscription (issue 16 "Account screens"): summary with
 * the actions and the undo, items, coming renewals, card, delivery, related
 * orders, timeline. Each block's controls appear only when `abilities` allow.
 */
export function SubscriptionDetail({ subscription }: { subscription: AccountSubscription }) {
  const { t } = useAccountT();
  const { props } = useAccount();
  const brand = useCardBrand();
  const change = useSubscriptionChange(subscription);
  const can = subscription.abilities;
  const [dialog, setDialog] = useState<'card' | 'add' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const linesHeadingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves after the render that follows a change, so a closing dialog's own focus return comes first.
  const [focusTarget, setFocusTarget] = useState<{ to: 'summary' | 'lines'; at: number } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    (focusTarget.to === 'summary' ? summaryRef.current : linesHeadingRef.current)?.focus();
  }, [focusTarget]);
  const focus = (to: 'summary' | 'lines') => setFocusTarget((previous) => ({ to, at: (previous?.at ?? 0) + 1 }));
  const closeWith = (message: string, to: 'summary' | 'lines') => () => {
    setDialog(null);
    showNotification({ id: 'subscription-changed', tone: 'success', title: message, autoCloseMs: 6000 });
    focus(to);
  };
  const card = subscription.payment_method.card;
  const showsOrders = props.sections.includes('orders');
  const itemError =
    change.error && dialog === null && (change.failed === 'update-subscription-line' || change.failed === 'add-subscription-product')
      ? change.error
      : null;

  return (
    <div className="flex flex-col gap-5">
      <Card>
        {/* Focus comes here after a change: the new status and next renewal are the first thing read. */}
        <div ref={summaryRef} tabIndex={-1} className="flex flex-col gap-5 outline-none">
          <SubscriptionSummary subscription={subscription} />
          <UndoNotice subscription={subscription} change={change} onUndone={closeWith(t('subscriptions.undo.done'), 'summary')} />
        </div>
        <div className="mt-5 border-t border-line pt-5">
          <SubscriptionActions subscription={subscription} change={change} onChanged={() => focus('summary')} />
        </div>
      </Card>

      <Card
        title={t('subscriptions.lines.title')}
        headingRef={linesHeadingRef}
        actions={
          can.edit_items ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                change.clearError();
                setDialog('add');
              }}
            >
              {t('subscriptions.add.action')}
            </Button>
          ) : null
        }
      >
        <div className="flex flex-col gap-3">
          <SubscriptionLines subscription={subscription} change={change} edit={can.edit_items} onRemoved={() => focus('lines')} />
          {itemError ? <InlineMessage tone="error">{itemError}</InlineMessage> : null}
          <RenewalTotals subscription={subscription} />
        </div>
      </Card>

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <Card title={t('subscriptions.upcoming.title')}>
          <RenewalList renewals={subscription.upcoming} label={t('subscriptions.upcoming.title')} />
        </Card>
        <Card
          title={t('subscriptions.payment.title')}
          actions={
            can.change_payment_method ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  change.clearError();
                  setDialog('card');
                }}
              >
                {t('subscriptions.payment.change')}
              </Button>
            ) : null
          }
        >
          <p className="text-sm text-ink-soft">
            {card ? (
              <>
                <span className="font-semibold text-ink">
                  {t('subscriptions.payment.card', { brand: brand(card.brand), last4: card.last4 })}
                </span>
                <span className="block">
                  {t('subscriptions.payment.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}
                </span>
              </>
            ) : (
              subscription.payment_method.title
            )}
          </p>
        </Card>
      </div>

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <Card title={t('subscriptions.delivery.title')}>
          <AddressBlock address={subscription.shipping_address} />
          {subscription.shipping_method ? (
            <p className="mt-3 text-sm text-ink-soft">{t('subscriptions.delivery.method', { method: subscription.shipping_method })}</p>
          ) : null}
        </Card>
        <Card title={t('subscriptions.orders.title')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {[subscription.parent_order_id, ...subscription.related_orders.filter((id) => id !== subscription.parent_order_id)].map(
              (id) => (
                <li key={id}>
                  {showsOrders ? (
                    <Link href={`/orders/${id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                      {t('subscriptions.orders.order', { number: id })}
                    </Link>
                  ) : (
                    t('subscriptions.orders.order', { number: id })
                  )}
                  {id === subscription.parent_order_id ? (
                    <span className="text-ink-muted"> · {t('subscriptions.orders.first')}</span>
                  ) : null}
                </li>
              ),
            )}
          </ul>
        </Card>
      </div>

      {subscription.events ? (
        <Card title={t('subscriptions.timeline.title')}>
          <SubscriptionTimeline events={subscription.events} />
        </Card>
      ) : null}

      {dialog === 'card' ? (
        <PaymentMethodDialog
          subscription={subscription}
          change={change}
          onClose={() => setDialog(null)}
          onDone={closeWith(t('subscriptions.payment.done'), 'summary')}
        />
      ) : null}
      {dialog === 'add' ? (
        <AddProductDialog
          subscription={subscription}
          change={change}
          onClose={() => setDialog(null)}
          onDone={closeWith(t('subscriptions.add.done'), 'lines')}
        />
      ) : null}
    </div>
  );
}
