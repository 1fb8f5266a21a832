import { useIntl } from 'react-intl';
import { useOrders } from '@/shared/orders/get-orders';
import { OrdersRetry } from '@/shared/orders/orders-retry';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { useCancelOrder } from './api/cancel-order';
import { OrderCard } from './components/order-card';
import { OrdersEmpty } from './components/orders-empty';
import { OrdersSkeleton } from './components/orders-skeleton';

/**
 * Orders page: 'My Orders', newest first (the server's order). The router lets only a signed-in shopper here
 * (see docs/product/orders.md).
 */
export function OrdersPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'orders.title' }));
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'orders.title' })}</PageHeading>
      <OrderList />
    </PageContainer>
  );
}

function OrderList() {
  const { formatMessage: t } = useIntl();
  const { data: orders, isError, isFetching, refetch } = useOrders();
  const cancel = useCancelOrder();

  if (orders === undefined) {
    return isError ? (
      <OrdersRetry onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <OrdersSkeleton />
    );
  }
  if (orders.length === 0) return <OrdersEmpty />;
  return (
    <ul className="mt-6 space-y-4" aria-label={t({ id: 'orders.list' })}>
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard
            order={order}
            cancelling={cancel.isPending && cancel.variables === order._id}
            onCancel={() => cancel.mutate(order._id)}
          />
        </li>
      ))}
    </ul>
  );
}
