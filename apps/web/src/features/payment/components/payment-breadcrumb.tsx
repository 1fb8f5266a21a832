import { Link } from 'react-router';

const linkStyles = 'rounded hover:text-coral-700 hover:underline';

/** spec §2 Payment: Home (/), Checkout (/checkout), Payments. */
export function PaymentBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-navy-600 sm:mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className={linkStyles}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/checkout" className={linkStyles}>
            Checkout
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-navy-800">
          Payments
        </li>
      </ol>
    </nav>
  );
}
