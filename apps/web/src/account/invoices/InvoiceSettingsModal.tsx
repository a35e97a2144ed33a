import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceSettingsSchema, type InvoiceSettings } from '@soul/contracts';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { CheckboxField, TextField } from '../forms/Field.tsx';
import { applyServerFieldErrors } from '../forms/server-errors.ts';
import { zodMessages } from '../forms/zod-messages.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';

const TEXT_FIELDS = ['document_title', 'pdf_filename', 'number_label'] as const;
const FLAGS = ['show_email', 'show_phone', 'show_notes', 'attach_to_renewal', 'attach_to_new_order', 'show_issue_date'] as const;
const ALL_FIELDS: readonly Path<InvoiceSettings>[] = [...TEXT_FIELDS, ...FLAGS];
const SAVE_KEY = ['account', 'invoice-settings', 'save'];

function SettingsForm({ settings, formId, onSaved }: { settings: InvoiceSettings; formId: string; onSaved: () => void }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InvoiceSettings>({
    defaultValues: settings,
    resolver: zodResolver(invoiceSettingsSchema, { error: zodMessages(t) }),
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (values: InvoiceSettings) => client.saveInvoiceSettings(values),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.invoiceSettings(), answer);
      showNotification({ id: 'invoice-settings', tone: 'success', title: t('invoices.settings.saved'), autoCloseMs: 6000 });
      onSaved();
    },
    onError: (failure) => {
      if (!applyServerFieldErrors(failure, ALL_FIELDS, form.setError)) setError(errorMessageOf(failure, t('errors.generic')));
    },
  });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex flex-col gap-5"
      aria-busy={save.isPending}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold text-ink">{t('invoices.settings.texts')}</legend>
        <TextField
          label={t('invoices.settings.documentTitle')}
          placeholder={t('invoices.settings.defaults.documentTitle')}
          hint={t('invoices.settings.emptyMeansDefault')}
          maxLength={60}
          error={errors.document_title?.message}
          {...form.register('document_title')}
        />
        <TextField
          label={t('invoices.settings.pdfFilename')}
          placeholder={t('invoices.settings.defaults.pdfFilename')}
          hint={t('invoices.settings.filenameHint')}
          maxLength={80}
          error={errors.pdf_filename?.message}
          {...form.register('pdf_filename')}
        />
        <TextField
          label={t('invoices.settings.numberLabel')}
          placeholder={t('invoices.settings.defaults.numberLabel')}
          hint={t('invoices.settings.emptyMeansDefault')}
          maxLength={40}
          error={errors.number_label?.message}
          {...form.register('number_label')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{t('invoices.settings.options')}</legend>
        {FLAGS.map((flag) => (
          <CheckboxField key={flag} label={t(`invoices.settings.flags.${flag}`)} {...form.register(flag)} />
        ))}
      </fieldset>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
    </form>
  );
}

/** The invoice settings modal (account §2), shop-wide, for administrators: GET then POST /invoice-settings. */
export function InvoiceSettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const formId = useId();
  const query = useQuery({
    queryKey: accountKeys.invoiceSettings(),
    queryFn: ({ signal }) => client.getInvoiceSettings(signal),
    staleTime: 0,
  });
  const saving = useIsMutating({ mutationKey: SAVE_KEY }) > 0;
  return (
    <Modal
      open
      onClose={onClose}
      width="xl"
      title={t('invoices.settings.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('invoices.settings.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!query.data} loading={saving}>
            {t('invoices.settings.save')}
          </Button>
        </>
      }
    >
      {query.isPending ? <Loading /> : null}
      {query.isError ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <SettingsForm settings={query.data} formId={formId} onSaved={onClose} /> : null}
    </Modal>
  );
}
