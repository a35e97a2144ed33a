import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { accountKeys } from '../api/query-keys.ts';
import { InvoiceViewModal, type InvoiceToView } from './InvoiceViewModal.tsx';

/** The invoice view modal's state for a screen: the element to render and a function that opens it. */
export function useInvoiceViewer(): [ReactElement | null, (invoice: InvoiceToView) => void] {
  const queryClient = useQueryClient();
  const [invoice, setInvoice] = useState<InvoiceToView | null>(null);
  const close = () => {
    setInvoice(null);
    // Opening an invoice the first time issues its number: the lists show it from now on.
    void queryClient.invalidateQueries({ queryKey: accountKeys.orders() });
  };
  const element = invoice ? <InvoiceViewModal invoice={invoice} onClose={close} /> : null;
  return [element, setInvoice];
}
