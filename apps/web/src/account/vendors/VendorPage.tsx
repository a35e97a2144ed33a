import { VENDOR_FIELD_LIMITS, type MyVendor, type VendorApplication } from '@soul/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { ReadOnlyValue, TextField } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { VendorStatusNotice } from './VendorStatusNotice.tsx';

/**
 * Wholesale (issue 20): a customer applies to become a vendor with their
 * company; a vendor sees where their application stands and, once approved,
 * their group's terms (GET / POST soul/v1/vendor-application).
 */
export default function VendorPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const query = useQuery({ queryKey: accountKeys.myVendor(), queryFn: ({ signal }) => client.getMyVendor(signal) });
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.vendor')} />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <InlineMessage tone="error">{errorMessageOf(query.error, t('errors.generic'))}</InlineMessage> : null}
      {query.data ? (
        query.data.status === null ? (
          <ApplicationForm canApply={query.data.can_apply} />
        ) : (
          <Standing vendor={query.data} />
        )
      ) : null}
    </div>
  );
}

function Standing({ vendor }: { vendor: MyVendor }) {
  const { t } = useAccountT();
  const { props } = useAccount();
  return (
    <>
      {/* The layout shows the notice of the status the page was loaded with; a decision since (or the application just sent) is shown here. */}
      {props.vendorStatus !== vendor.status ? <VendorStatusNotice status={vendor.status} /> : null}
      {vendor.status === 'approved' && vendor.group ? (
        <InlineMessage tone="success">
          <p className="font-semibold" data-testid="vendor-approved">
            {t('vendors.notice.approved', { group: vendor.group.name })}
          </p>
          {vendor.group.discount_percent > 0 ? (
            <p>{t('vendors.notice.approvedDiscount', { percent: vendor.group.discount_percent })}</p>
          ) : null}
        </InlineMessage>
      ) : null}
      <Card title={t('vendors.yourCompany')}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ReadOnlyValue label={t('vendors.companyName')} value={vendor.company_name} />
          <ReadOnlyValue label={t('vendors.companyCode')} value={vendor.company_code} />
          <ReadOnlyValue label={t('vendors.vatCode')} value={vendor.vat_code || '—'} />
          <ReadOnlyValue label={t('vendors.address')} value={vendor.address} />
          {vendor.status ? <ReadOnlyValue label={t('vendors.admin.filter')} value={t(`vendors.status.${vendor.status}`)} /> : null}
        </dl>
      </Card>
    </>
  );
}

function ApplicationForm({ canApply }: { canApply: boolean }) {
  const { t } = useAccountT();
  const { client } = useAccount();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Required<VendorApplication>>({ defaultValues: { company_name: '', company_code: '', vat_code: '', address: '' } });
  const errors = form.formState.errors;
  const apply = useMutation({
    mutationFn: (body: VendorApplication) => client.applyAsVendor(body),
    onMutate: () => setError(null),
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.myVendor(), answer),
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });
  if (!canApply) return <InlineMessage tone="info">{t('vendors.cannotApply')}</InlineMessage>;
  const required = { validate: (value: string) => value.trim() !== '' || t('vendors.required') };
  return (
    <Card>
      <p className="mb-5 text-ink-soft">{t('vendors.intro')}</p>
      <form
        noValidate
        aria-busy={apply.isPending}
        onSubmit={form.handleSubmit((body) => apply.mutate(body))}
        className="flex flex-col gap-4"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('vendors.companyName')}
            autoComplete="organization"
            maxLength={VENDOR_FIELD_LIMITS.companyName}
            error={errors.company_name?.message}
            {...form.register('company_name', required)}
          />
          <TextField
            label={t('vendors.companyCode')}
            maxLength={VENDOR_FIELD_LIMITS.companyCode}
            error={errors.company_code?.message}
            {...form.register('company_code', required)}
          />
          <TextField label={t('vendors.vatCode')} maxLength={VENDOR_FIELD_LIMITS.vatCode} {...form.register('vat_code')} />
          <TextField
            label={t('vendors.address')}
            autoComplete="street-address"
            maxLength={VENDOR_FIELD_LIMITS.address}
            error={errors.address?.message}
            {...form.register('address', required)}
          />
        </div>
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        <div>
          <Button type="submit" loading={apply.isPending}>
            {t('vendors.apply')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
