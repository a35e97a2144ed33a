import { Modal } from '../../ui/Modal.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { useAccountT } from '../texts.ts';
import { invoiceDownloadUrl } from './invoice-url.ts';

export interface InvoiceToView {
  url: string;
  /** "Order #12": names the dialog and the frame. */
  label: string;
}

const LINK = 'inline-flex h-11 items-center justify-center rounded-full px-5 text-[0.95rem] font-semibold transition-colors';

/** The invoice view modal (account §2): the PDF inline, with Download and Open in a new tab. */
export function InvoiceViewModal({ invoice, onClose }: { invoice: InvoiceToView; onClose: () => void }) {
  const { t } = useAccountT();
  return (
    <Modal
      open
      onClose={onClose}
      width="4xl"
      title={t('invoices.viewTitle', { label: invoice.label })}
      footer={
        <>
          <a
            href={invoice.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK} border border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50`}
          >
            {t('invoices.openInTab')}
            <VisuallyHidden> ({t('opensInNewTab')})</VisuallyHidden>
          </a>
          <a href={invoiceDownloadUrl(invoice.url)} download className={`${LINK} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('invoices.download')}
          </a>
        </>
      }
    >
      <iframe
        title={t('invoices.frameTitle', { label: invoice.label })}
        src={invoice.url}
        className="h-[65dvh] w-full rounded-xl border border-line bg-sand"
      />
    </Modal>
  );
}
