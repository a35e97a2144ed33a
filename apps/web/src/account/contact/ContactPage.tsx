import { zodResolver } from '@hookform/resolvers/zod';
import { contactBodySchema, type ContactBody } from '@soul/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { ReadOnlyValue, SelectField, TextAreaField, TextField } from '../forms/Field.tsx';
import { applyServerFieldErrors } from '../forms/server-errors.ts';
import { zodMessages } from '../forms/zod-messages.ts';
import { DEFAULT_ORDER_FILTERS, orderListParams } from '../orders/order-filters.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useDates } from '../ui/format.ts';
import { PageHeading } from '../ui/PageHeading.tsx';

type ContactValues = z.input<typeof contactBodySchema>;
const FIELDS: readonly Path<ContactValues>[] = ['subject', 'message', 'order_id'];
/** How many recent orders the "about order" list offers. */
const ORDER_CHOICES = 20;

/** Contact (account §2): a message to the shop from the signed-in customer, optionally about one order. */
export default function ContactPage() {
  const { t } = useAccountT();
  const { client, props } = useAccount();
  const { date } = useDates();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canSeeOrders = props.sections.includes('orders');
  const params = orderListParams(DEFAULT_ORDER_FILTERS, ORDER_CHOICES).toString();
  const orders = useQuery({
    queryKey: accountKeys.orderList(params),
    queryFn: ({ signal }) => client.listOrders(new URLSearchParams(params), signal),
    enabled: canSeeOrders,
  });
  const form = useForm<ContactValues, unknown, ContactBody>({
    defaultValues: { subject: '', message: '', order_id: undefined },
    resolver: zodResolver(contactBodySchema, { error: zodMessages(t) }),
  });
  const errors = form.formState.errors;
  const send = useMutation({
    mutationFn: (body: ContactBody) => client.sendContact(body),
    onMutate: () => {
      setError(null);
      setSent(null);
    },
    onSuccess: (message) => {
      setSent(message);
      form.reset();
    },
    onError: (failure) => {
      if (!applyServerFieldErrors(failure, FIELDS, form.setError)) setError(errorMessageOf(failure, t('errors.generic')));
    },
  });

  const orderOptions = (orders.data?.items ?? []).map((order) => ({
    value: String(order.id),
    label: t('contact.orderOption', { number: order.id, date: date(order.created_at) }),
  }));

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.contact')} />
      <Card>
        <p className="mb-5 text-ink-soft">{t('contact.intro')}</p>
        <form
          noValidate
          aria-busy={send.isPending}
          onSubmit={form.handleSubmit((body) => send.mutate(body))}
          className="flex flex-col gap-4"
        >
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ReadOnlyValue label={t('contact.name')} value={props.user.displayName} />
            <ReadOnlyValue label={t('contact.email')} value={props.user.email} />
          </dl>
          <TextField label={t('contact.subject')} maxLength={150} error={errors.subject?.message} {...form.register('subject')} />
          {canSeeOrders ? (
            <SelectField
              label={t('contact.order')}
              error={errors.order_id?.message}
              options={[{ value: '', label: t('contact.noOrder') }, ...orderOptions]}
              {...form.register('order_id', {
                setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
              })}
            />
          ) : null}
          <TextAreaField
            label={t('contact.message')}
            hint={t('contact.messageHint')}
            maxLength={5000}
            rows={7}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
          {sent ? <InlineMessage tone="success">{sent}</InlineMessage> : null}
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('contact.send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
