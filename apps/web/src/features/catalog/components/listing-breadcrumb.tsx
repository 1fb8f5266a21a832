import { Link } from 'react-router';

/** spec §2 Listing: 'Home / All Collections'. */
export function ListingBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-2 text-sm text-navy-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center font-semibold hover:text-coral-700 hover:underline"
          >
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-navy-800">
          All Collections
        </li>
      </ol>
    </nav>
  );
}
