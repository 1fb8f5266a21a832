import { Link } from 'react-router';
import { buttonStyles } from '../../../shared/ui/button-styles';

export function OrdersEmpty() {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
      <img src="/art/logo.svg" alt="" width="64" height="64" className="h-16 w-16" />
      <h2 className="text-xl font-extrabold text-navy-800">No orders yet</h2>
      <p className="text-navy-600">Your orders will show here once you have placed one.</p>
      <Link to="/products" className={buttonStyles.primary}>
        Browse Products
      </Link>
    </div>
  );
}
