import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { OrderDetail } from './OrderDetail.tsx';

/**
 * An order at a glance in the generic modal (account §2: "In the modal
 * variant editing is not allowed"), e.g. from a payment. It reads the same
 * cached answer as the order's page, and links there for changes.
 */
export function OrderDetailModal({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const query = useQuery({ queryKey: accountKeys.order(orderId), queryFn: ({ signal }) => client.getOrder(orderId, signal) });
  const changeable = query.data ? query.data.editable || query.data.cancellable : false;
  return (
    <Modal
      open
      onClose={onClose}
      width="4xl"
      title={t('orders.detail.title', { number: orderId })}
      footer={
        <Link
          href={`/orders/${orderId}`}
          onClick={onClose}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-[0.95rem] font-semibold text-white hover:bg-brand-800"
        >
          {t('orders.modal.openPage')}
        </Link>
      }
    >
      {query.isPending ? <Loading /> : null}
      {query.isError ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {changeable ? <p className="mb-4 text-sm text-ink-muted">{t('orders.modal.changeOnPage')}</p> : null}
      {query.data ? <OrderDetail order={query.data} variant="modal" /> : null}
    </Modal>
  );
}
