import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

/**
 * Shown above what a corrected search found: the shopper's words found nothing, the correction did. The link
 * searches the corrected words with the same filters and order.
 */
export function DidYouMean({ correction }: { correction: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('search', correction);
  return (
    <p className="mb-4 text-base font-semibold text-navy-700">
      <FormattedMessage
        id="listing.didYouMean"
        values={{
          correction: (
            <Link
              to={`/products?${next.toString()}`}
              className="font-extrabold text-coral-700 underline underline-offset-4 hover:text-coral-800"
            >
              {correction}
            </Link>
          ),
        }}
      />
    </p>
  );
}
