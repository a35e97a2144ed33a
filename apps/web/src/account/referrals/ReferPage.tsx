import { zodResolver } from '@hookform/resolvers/zod';
import { referralShareSchema, type ReferralShare } from '@soul/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { SelectField, TextField } from '../forms/Field.tsx';
import { applyServerFieldErrors } from '../forms/server-errors.ts';
import { zodMessages } from '../forms/zod-messages.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

type ShareValues = z.input<typeof referralShareSchema>;
const FIELDS: readonly Path<ShareValues>[] = ['email', 'language'];

/** Refer a friend (account §2): the customer's link with a copy button, and an invitation the shop mails in the friend's language. */
export default function ReferPage() {
  const { t, i18n } = useAccountT();
  const { client } = useAccount();
  const [copied, setCopied] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const affiliate = useQuery({ queryKey: accountKeys.affiliate(), queryFn: ({ signal }) => client.getAffiliate(signal) });
  const form = useForm<ShareValues, unknown, ReferralShare>({
    defaultValues: { email: '', language: i18n.language === 'lt' ? 'lt' : 'en' },
    resolver: zodResolver(referralShareSchema, { error: zodMessages(t) }),
  });
  const share = useMutation({
    mutationFn: (body: ReferralShare) => client.shareReferral(body),
    onMutate: () => {
      setError(null);
      setSent(null);
    },
    onSuccess: (message) => {
      setSent(message);
      form.reset({ email: '', language: form.getValues('language') });
    },
    onError: (failure) => {
      if (!applyServerFieldErrors(failure, FIELDS, form.setError)) setError(errorMessageOf(failure, t('errors.generic')));
    },
  });
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const percent = affiliate.data?.friend_discount_percent ?? 20;
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('refer.title')} />
      <p className="text-ink-soft">{t('refer.intro', { percent })}</p>
      {affiliate.isPending ? <Loading /> : null}
      {affiliate.isError ? <InlineMessage tone="error">{errorMessageOf(affiliate.error, t('errors.generic'))}</InlineMessage> : null}
      {affiliate.data ? (
        <Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t('refer.linkLabel')}
              value={affiliate.data.url}
              readOnly
              className="flex-1"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" onClick={() => void copy(affiliate.data.url)}>
              {t('refer.copy')}
            </Button>
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-brand-700">
            {copied ? t('refer.copied') : ''}
          </p>
        </Card>
      ) : null}
      <Card>
        <h2 className="mb-4 font-display text-lg font-semibold text-ink">{t('refer.shareTitle')}</h2>
        <form
          noValidate
          aria-busy={share.isPending}
          onSubmit={form.handleSubmit((body) => share.mutate(body))}
          className="flex flex-col gap-4"
        >
          <TextField
            label={t('refer.email')}
            type="email"
            autoComplete="off"
            maxLength={200}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <SelectField
            label={t('refer.language')}
            options={[
              { value: 'en', label: t('refer.languages.en') },
              { value: 'lt', label: t('refer.languages.lt') },
            ]}
            {...form.register('language')}
          />
          {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
          {sent ? <InlineMessage tone="success">{sent}</InlineMessage> : null}
          <div>
            <Button type="submit" loading={share.isPending}>
              {t('refer.send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
