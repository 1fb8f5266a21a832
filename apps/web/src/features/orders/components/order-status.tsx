import type { OrderStatus as Status } from '@souq/shared/schemas/order';
import { useIntl } from 'react-intl';
import { ORDER_STATUS_NAME } from '@/shared/orders/order-text';

/** Orders page: the status with a coloured dot, red for Cancelled and green otherwise. */
export function OrderStatus({ status }: { status: Status }) {
  const { formatMessage: t } = useIntl();
  const cancelled = status === 'Cancelled';
  return (
    <p className="flex items-center gap-2 text-sm font-bold text-navy-800">
      <span
        aria-hidden="true"
        data-testid="order-status-dot"
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${cancelled ? 'bg-danger' : 'bg-mint-500'}`}
      />
      <span>{t({ id: ORDER_STATUS_NAME[status] })}</span>
    </p>
  );
}
