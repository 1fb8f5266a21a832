import { Link } from 'react-router';
import { buttonStyles } from '../../../shared/ui/button-styles';
import { SearchIcon } from '../../../shared/ui/icons';

interface EmptyListingProps {
  /** What was searched and ticked, e.g. 'Nothing matches “zebra” in Girls.' */
  reason: string;
  /** Whether a search or a box narrowed the list, i.e. whether /products would show more. */
  filtered: boolean;
}

export function EmptyListing({ reason, filtered }: EmptyListingProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-navy-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <SearchIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-extrabold text-navy-800">No products found</h2>
      <p className="mt-2 max-w-prose break-words text-navy-600">{reason}</p>
      {filtered ? (
        <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
          Show all products
        </Link>
      ) : null}
    </div>
  );
}
