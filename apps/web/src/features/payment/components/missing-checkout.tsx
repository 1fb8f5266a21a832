import { Link } from 'react-router';
import { buttonStyles } from '../../../shared/ui/button-styles';

/** The payment page reached without the checkout's hand-off (a direct visit or another tab). */
export function MissingCheckout() {
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
      <img src="/art/logo.svg" alt="" width="64" height="64" className="h-16 w-16" />
      <h2 className="text-xl font-extrabold text-navy-800">Your checkout details are missing.</h2>
      <Link to="/checkout" className={buttonStyles.primary}>
        Back to Checkout
      </Link>
    </div>
  );
}
