import { ORDER_TOTAL_CHANGED } from '@souq/shared/schemas/order';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isAnswer } from '@/shared/i18n/answers';
import { buttonStyles } from '@/shared/ui/button-styles';

/**
 * The server's reason for refusing the order stays on the page after its toast has gone; a changed total
 * (see docs/product/orders.md) comes with the way back to the cart to review it.
 */
export function OrderRefusal({ message }: { message: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <div role="alert" className="mt-4 rounded-xl bg-coral-50 p-4 text-sm ring-1 ring-coral-300">
      <p className="font-bold text-navy-800">{message}</p>
      {isAnswer(message, ORDER_TOTAL_CHANGED) ? (
        <Link to="/cart" className={`${buttonStyles.secondary} mt-3 w-full`}>
          {t({ id: 'payment.reviewCart' })}
        </Link>
      ) : null}
    </div>
  );
}
