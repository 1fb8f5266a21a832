import { buttonStyles } from '../../../shared/ui/button-styles';

interface ListingErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function ListingError({ onRetry, retrying }: ListingErrorProps) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-navy-100">
      <p className="font-bold text-danger">Products could not be loaded. Please try again.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonStyles.primary} mt-4`}>
        Try again
      </button>
    </div>
  );
}
