import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

export function OrdersEmpty() {
  return (
    <Notice
      heading="h2"
      title="No orders yet"
      text="Your orders will show here once you have placed one."
      action={
        <Link to="/products" className={buttonStyles.primary}>
          Browse Products
        </Link>
      }
      className="mt-6 gap-4"
    />
  );
}
