import { Link } from 'react-router';
import { buttonStyles } from './button-styles';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted: 'orders', 'entries'. */
  noun: string;
  /** The address of another page, filters kept. */
  hrefFor: (page: number) => string;
}

/** Previous and next as links (the page lives in the address, so Back and a shared link both work). */
export function Pagination({ page, pageSize, total, noun, hrefFor }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const disabled = `${buttonStyles.secondary} pointer-events-none opacity-40`;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-semibold text-navy-600">
        Page {Math.min(page, pages)} of {pages} · {total} {noun}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className={buttonStyles.secondary} rel="prev">
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            Previous
          </span>
        )}
        {page < pages ? (
          <Link to={hrefFor(page + 1)} className={buttonStyles.secondary} rel="next">
            Next
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
