import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** Shown above what a corrected search found: the shopper's words found nothing, the correction did. */
export function DidYouMean({ correction }: { correction: string }) {
  return (
    <p className="mb-4 text-base font-semibold text-navy-700">
      <FormattedMessage
        id="listing.didYouMean"
        values={{
          correction: (
            <Link
              to={`/products?search=${encodeURIComponent(correction)}`}
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
