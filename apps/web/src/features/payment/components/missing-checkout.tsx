import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

/** The payment page reached without the checkout's hand-off (a direct visit or another tab). */
export function MissingCheckout() {
  return (
    <Notice
      heading="h2"
      title="Your checkout details are missing."
      action={
        <Link to="/checkout" className={buttonStyles.primary}>
          Back to Checkout
        </Link>
      }
      className="gap-5"
    />
  );
}
