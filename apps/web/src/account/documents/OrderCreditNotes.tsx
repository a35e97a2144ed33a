import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import type { InvoiceToView } from '../invoices/InvoiceViewModal.tsx';
import { useAccountT } from '../texts.ts';

/**
 * An order's credit notes under its invoice link (a changed, cancelled or
 * refunded order): each with its number, reason and a View link, so the
 * order shows what was taken back and never only the invoice's total.
 */
export function OrderCreditNotes({ orderId, onView }: { orderId: number; onView: (document: InvoiceToView) => void }) {
  const { t } = useAccountT();
  const { client } = useAccount();
  const params = new URLSearchParams({ order_id: String(orderId), per_page: '100' }).toString();
  const query = useQuery({
    queryKey: accountKeys.documentList(params),
    queryFn: ({ signal }) => client.listDocuments(new URLSearchParams(params), signal),
  });
  const notes = (query.data?.items ?? []).filter((document) => document.kind === 'credit_note').reverse();
  if (notes.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-1 text-sm">
      {notes.map((note) => {
        const label = `${t('documents.kinds.credit_note')} ${note.number}`;
        return (
          <li key={note.id}>
            <button
              type="button"
              onClick={() => onView({ url: note.url, label })}
              className="text-left font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {label}
            </button>
            <span className="block text-xs text-ink-muted">{t(`documents.reasons.${note.reason}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
